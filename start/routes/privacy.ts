import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** A person's data: search, export, erase (administrators only). */
router
  .group(() => {
    router.get('personal-data', [controllers.privacy.PersonData, 'index']).as('person_data.index')
    router
      .post('personal-data', [controllers.privacy.PersonData, 'search'])
      .as('person_data.search')
    router
      .post('personal-data/export', [controllers.privacy.PersonData, 'export'])
      .as('person_data.export')
    router
      .post('personal-data/erase', [controllers.privacy.PersonData, 'erase'])
      .as('person_data.erase')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
