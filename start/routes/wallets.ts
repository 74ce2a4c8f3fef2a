import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/** Wallet passes: the status page's signed link, and Apple's pass web service (its own token). */
router
  .get('/solicitud/:id/wallet/apple', [controllers.wallets.Wallets, 'apple'])
  .as('wallets.apple')
router
  .get('/wallet/v1/passes/:passType/:serial', [controllers.wallets.Wallets, 'latest'])
  .as('wallets.latest')
