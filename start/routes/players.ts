import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * Players' teams and guests on the staff side. The {type}
 * segment is fixed per route so the per-type access check applies.
 */
router
  .group(() => {
    router
      .get('mform/:type/links', [controllers.players.PlayerTeams, 'guestLinks'])
      .as('player_teams.guest_links')
      .where('type', /^guest$/)
    router
      .post('mform/:type/assign', [controllers.players.PlayerTeams, 'assign'])
      .as('player_teams.assign')
      .where('type', /^player$/)
      .use(middleware.can({ capability: 'edit' }))
    router
      .post('mform/:type/:id/guest', [controllers.players.PlayerTeams, 'storeGuest'])
      .as('player_teams.store_guest')
      .where('type', /^player$/)
      .where('id', DATABASE_ID)
      .use(middleware.can({ capability: 'create' }))
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.formAccess()])
