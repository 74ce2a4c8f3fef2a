import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Permission templates, massive updates, cache, blacklist, tournaments, default players: administrators only. */
router
  .group(() => {
    router
      .get('permission', [controllers.configuration.Permissions, 'index'])
      .as('permissions.index')
    router
      .get('permission/create', [controllers.configuration.Permissions, 'create'])
      .as('permissions.create')
    router
      .post('permission', [controllers.configuration.Permissions, 'store'])
      .as('permissions.store')
    router
      .get('permission/:id', [controllers.configuration.Permissions, 'edit'])
      .as('permissions.edit')
    router
      .put('permission/:id', [controllers.configuration.Permissions, 'update'])
      .as('permissions.update')

    router
      .get('massive-update', [controllers.configuration.MassiveUpdates, 'index'])
      .as('massive_update.index')
    router
      .post('bycategory', [controllers.configuration.MassiveUpdates, 'byCategory'])
      .as('massive_update.by_category')
    router
      .post('bypermission', [controllers.configuration.MassiveUpdates, 'byPermission'])
      .as('massive_update.by_permission')

    router.get('clear-cache', [controllers.configuration.Cache, 'index']).as('cache.index')
    router.post('clearCache', [controllers.configuration.Cache, 'clear']).as('cache.clear')

    router.get('blacklist', [controllers.configuration.Blacklist, 'index']).as('blacklist.index')
    router.post('blacklist', [controllers.configuration.Blacklist, 'store']).as('blacklist.store')
    router
      .delete('blacklist/:id', [controllers.configuration.Blacklist, 'destroy'])
      .as('blacklist.destroy')

    router
      .get('tournament', [controllers.configuration.Tournaments, 'index'])
      .as('tournaments.index')
    router
      .get('tournament/create', [controllers.configuration.Tournaments, 'create'])
      .as('tournaments.create')
    router
      .post('tournament', [controllers.configuration.Tournaments, 'store'])
      .as('tournaments.store')
    router
      .get('tournament/:id/edit', [controllers.configuration.Tournaments, 'edit'])
      .as('tournaments.edit')
    router
      .put('tournament/:id', [controllers.configuration.Tournaments, 'update'])
      .as('tournaments.update')

    router
      .get('default-player', [controllers.configuration.DefaultPlayers, 'index'])
      .as('default_players.index')
    router
      .get('default-player/create', [controllers.configuration.DefaultPlayers, 'create'])
      .as('default_players.create')
    router
      .post('default-player', [controllers.configuration.DefaultPlayers, 'store'])
      .as('default_players.store')
    router
      .get('default-player/:id/edit', [controllers.configuration.DefaultPlayers, 'edit'])
      .as('default_players.edit')
    router
      .put('default-player/:id', [controllers.configuration.DefaultPlayers, 'update'])
      .as('default_players.update')
    router
      .delete('default-player/:id', [controllers.configuration.DefaultPlayers, 'destroy'])
      .as('default_players.destroy')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
