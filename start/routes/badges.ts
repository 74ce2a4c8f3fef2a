import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The accreditation system console: the list is the "top
 * panel" capability, badges `print`, state changes `edit`, RFID and gates `rfid`.
 */
router
  .group(() => {
    router
      .get('systems', [controllers.badges.Console, 'index'])
      .as('systems.index')
      .use(middleware.can({ capability: 'toppanel' }))
    router
      .post('systems/state', [controllers.badges.Console, 'state'])
      .as('systems.state')
      .use(middleware.can({ capability: 'edit' }))
    router
      .get('systems/pdfs', [controllers.badges.Console, 'pdfs'])
      .as('systems.pdfs')
      .use(middleware.can({ capability: 'print' }))
    /** Printing logs each badge printed: a POST, never a link. */
    router
      .post('systems/pdfs', [controllers.badges.Console, 'print'])
      .as('systems.print')
      .use(middleware.can({ capability: 'print' }))
    /** A new card for a lost, stolen, damaged or renamed one: the old code stops working. */
    router
      .post('systems/:id/card', [controllers.badges.Cards, 'replace'])
      .where('id', router.matchers.number())
      .as('systems.replace_card')
      .use(middleware.can({ capability: 'print' }))
    router
      .post('systems/scan', [controllers.badges.Rfid, 'scan'])
      .as('systems.scan')
      .use(middleware.can({ capability: 'rfid' }))
    router
      .post('systems/:id/rfid', [controllers.badges.Rfid, 'update'])
      .as('systems.rfid')
      .use(middleware.can({ capability: 'rfid' }))
  })
  .prefix('/merchant')
  .use(middleware.auth())
