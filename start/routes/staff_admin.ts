import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Users, permission templates and configuration: administrators only. */
router
  .group(() => {
    router.get('user', [controllers.Users, 'index']).as('users.index')
    router.get('user/create', [controllers.Users, 'create']).as('users.create')
    router.post('user', [controllers.Users, 'store']).as('users.store')
    router.get('user/:id/edit', [controllers.Users, 'edit']).as('users.edit')
    router.put('user/:id', [controllers.Users, 'update']).as('users.update')

    router.get('permission', [controllers.Permissions, 'index']).as('permissions.index')
    router.get('permission/create', [controllers.Permissions, 'create']).as('permissions.create')
    router.post('permission', [controllers.Permissions, 'store']).as('permissions.store')
    router.get('permission/:id', [controllers.Permissions, 'edit']).as('permissions.edit')
    router.put('permission/:id', [controllers.Permissions, 'update']).as('permissions.update')

    router.get('massive-update', [controllers.MassiveUpdates, 'index']).as('massive_update.index')
    router
      .post('bycategory', [controllers.MassiveUpdates, 'byCategory'])
      .as('massive_update.by_category')
    router
      .post('bypermission', [controllers.MassiveUpdates, 'byPermission'])
      .as('massive_update.by_permission')

    router.get('clear-cache', [controllers.Cache, 'index']).as('cache.index')
    router.post('clearCache', [controllers.Cache, 'clear']).as('cache.clear')

    router.get('access-log', [controllers.AccessLog, 'index']).as('access_log.index')

    router.get('personal-data', [controllers.PersonData, 'index']).as('person_data.index')
    router.post('personal-data', [controllers.PersonData, 'search']).as('person_data.search')
    router.post('personal-data/export', [controllers.PersonData, 'export']).as('person_data.export')
    router.post('personal-data/erase', [controllers.PersonData, 'erase']).as('person_data.erase')

    router.get('blacklist', [controllers.Blacklist, 'index']).as('blacklist.index')
    router.post('blacklist', [controllers.Blacklist, 'store']).as('blacklist.store')
    router.delete('blacklist/:id', [controllers.Blacklist, 'destroy']).as('blacklist.destroy')

    router.get('tournament', [controllers.Tournaments, 'index']).as('tournaments.index')
    router.get('tournament/create', [controllers.Tournaments, 'create']).as('tournaments.create')
    router.post('tournament', [controllers.Tournaments, 'store']).as('tournaments.store')
    router.get('tournament/:id/edit', [controllers.Tournaments, 'edit']).as('tournaments.edit')
    router.put('tournament/:id', [controllers.Tournaments, 'update']).as('tournaments.update')

    router.get('default-player', [controllers.DefaultPlayers, 'index']).as('default_players.index')
    router
      .get('default-player/create', [controllers.DefaultPlayers, 'create'])
      .as('default_players.create')
    router.post('default-player', [controllers.DefaultPlayers, 'store']).as('default_players.store')
    router
      .get('default-player/:id/edit', [controllers.DefaultPlayers, 'edit'])
      .as('default_players.edit')
    router
      .put('default-player/:id', [controllers.DefaultPlayers, 'update'])
      .as('default_players.update')
    router
      .delete('default-player/:id', [controllers.DefaultPlayers, 'destroy'])
      .as('default_players.destroy')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
