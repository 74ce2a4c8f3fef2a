import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The shift desk: administrators, and a position's lead for the positions
 * they lead (checked by the controller on every request).
 */
router
  .group(() => {
    router.get('shift-desk', [controllers.rosters.ShiftDesk, 'index']).as('rosters.desks')
    router
      .get('rosters/:tournament/desk', [controllers.rosters.ShiftDesk, 'show'])
      .as('rosters.desk')
    router
      .post('rosters/:tournament/desk/scans', [controllers.rosters.ShiftDesk, 'scan'])
      .as('rosters.desk.scan')
  })
  .prefix('/merchant')
  .where('tournament', DATABASE_ID)
  .use(middleware.auth())

/**
 * Rosters: positions, shifts, the assignment, the grid, publication, the
 * shift desk and exports of one of this year's tournaments; administrators
 * only. Every object id is checked against the route's tournament.
 */
router
  .group(() => {
    router.get('rosters', [controllers.rosters.RosterSetup, 'index']).as('rosters.index')
    router.get('rosters/:tournament', [controllers.rosters.RosterSetup, 'show']).as('rosters.show')
    router
      .post('rosters/:tournament/positions', [controllers.rosters.RosterSetup, 'storePosition'])
      .as('rosters.positions.store')
    router
      .delete('rosters/:tournament/positions/:position', [
        controllers.rosters.RosterSetup,
        'destroyPosition',
      ])
      .as('rosters.positions.destroy')
    router
      .post('rosters/:tournament/shifts', [controllers.rosters.RosterSetup, 'storeShift'])
      .as('rosters.shifts.store')
    router
      .delete('rosters/:tournament/shifts/:shift', [
        controllers.rosters.RosterSetup,
        'destroyShift',
      ])
      .as('rosters.shifts.destroy')
    router
      .put('rosters/:tournament/settings', [controllers.rosters.RosterSetup, 'updateSettings'])
      .as('rosters.settings.update')

    router
      .get('rosters/:tournament/grid', [controllers.rosters.RosterGrid, 'show'])
      .as('rosters.grid')
    router
      .post('rosters/:tournament/solve', [controllers.rosters.RosterGrid, 'solve'])
      .as('rosters.solve')
    router
      .post('rosters/:tournament/adjust', [controllers.rosters.RosterGrid, 'adjust'])
      .as('rosters.adjust')
    router
      .post('rosters/:tournament/publish', [controllers.rosters.RosterGrid, 'publish'])
      .as('rosters.publish')
    router
      .get('rosters/:tournament/people/:form', [controllers.rosters.RosterGrid, 'person'])
      .as('rosters.person')

    router
      .get('rosters/:tournament/hours', [controllers.rosters.ShiftDesk, 'hours'])
      .as('rosters.hours')

    router
      .get('rosters/:tournament/export', [controllers.rosters.RosterExports, 'export'])
      .as('rosters.export')
    router
      .get('rosters/:tournament/print', [controllers.rosters.RosterExports, 'print'])
      .as('rosters.print')
  })
  .prefix('/merchant')
  .where('tournament', DATABASE_ID)
  .where('position', DATABASE_ID)
  .where('shift', DATABASE_ID)
  .where('form', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
