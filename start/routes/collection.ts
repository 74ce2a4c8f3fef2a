import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { DATABASE_ID } from '#start/route_params'

/** Sign: handing credentials over at the collection desk (staff who print badges; admins). */
router
  .group(() => {
    router.get('signature', [controllers.Collectives, 'index']).as('collectives.index')
    router.get('signature/create', [controllers.Collectives, 'create']).as('collectives.create')
    router.post('signature', [controllers.Collectives, 'store']).as('collectives.store')
    router.get('signature/:id', [controllers.Collectives, 'show']).as('collectives.show')
    router.get('signature/:id/edit', [controllers.Collectives, 'edit']).as('collectives.edit')
    router.put('signature/:id', [controllers.Collectives, 'update']).as('collectives.update')
    router
      .get('signature/:id/signature', [controllers.Collectives, 'signature'])
      .as('collectives.signature')
    router.get('signature/:id/print', [controllers.Collectives, 'print']).as('collectives.print')
    router
      .post('signature/:id/validate', [controllers.CollectiveCards, 'validateCode'])
      .as('collectives.validate_code')
    router
      .post('signature/:id/validate/:form', [controllers.CollectiveCards, 'validateForm'])
      .as('collectives.validate_form')
    router
      .delete('signature/:id/cards/:form', [controllers.CollectiveCards, 'destroy'])
      .as('collectives.remove_card')
    router.post('signature/:id/sign', [controllers.CollectiveCards, 'sign']).as('collectives.sign')
  })
  .prefix('/merchant')
  .where('form', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'print' })])
