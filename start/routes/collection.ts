import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { DATABASE_ID } from '#start/route_params'

/** Sign: handing credentials over at the collection desk (staff who print badges; admins). */
router
  .group(() => {
    router.get('signature', [controllers.collection.Collectives, 'index']).as('collectives.index')
    router
      .get('signature/create', [controllers.collection.Collectives, 'create'])
      .as('collectives.create')
    router.post('signature', [controllers.collection.Collectives, 'store']).as('collectives.store')
    router.get('signature/:id', [controllers.collection.Collectives, 'show']).as('collectives.show')
    router
      .get('signature/:id/edit', [controllers.collection.Collectives, 'edit'])
      .as('collectives.edit')
    router
      .put('signature/:id', [controllers.collection.Collectives, 'update'])
      .as('collectives.update')
    router
      .get('signature/:id/signature', [controllers.collection.Collectives, 'signature'])
      .as('collectives.signature')
    router
      .get('signature/:id/print', [controllers.collection.Collectives, 'print'])
      .as('collectives.print')
    router
      .post('signature/:id/validate', [controllers.collection.CollectiveCards, 'validateCode'])
      .as('collectives.validate_code')
    router
      .post('signature/:id/validate/:form', [
        controllers.collection.CollectiveCards,
        'validateForm',
      ])
      .as('collectives.validate_form')
    router
      .delete('signature/:id/cards/:form', [controllers.collection.CollectiveCards, 'destroy'])
      .as('collectives.remove_card')
    router
      .post('signature/:id/sign', [controllers.collection.CollectiveCards, 'sign'])
      .as('collectives.sign')
  })
  .prefix('/merchant')
  .where('form', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'print' })])
