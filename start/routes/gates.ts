import { DATABASE_ID, FORM_TYPE } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** A request's gate status, polled from its staff page (same access as the request). */
router
  .group(() => {
    router.get('mform/:type/:id/gate', [controllers.gates.Gates, 'status']).as('staff_forms.gate')
  })
  .prefix('/merchant')
  .where('type', FORM_TYPE)
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.formAccess()])

/** Sending a credential to the gates from the console: the `rfid` capability. */
router
  .group(() => {
    router
      .post('systems/:id/gates/:action', [controllers.gates.Gates, 'store'])
      .as('systems.gates')
      .where('action', /^(add|block|unblock|retry)$/)
      .use(middleware.can({ capability: 'rfid' }))
  })
  .prefix('/merchant')
  .use(middleware.auth())
