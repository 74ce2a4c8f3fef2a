import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Review help (decision 0135): staff who edit requests rule out a likely duplicate person. */
router
  .post('/merchant/review/duplicates/:id/not-same', [controllers.review.Duplicates, 'notSame'])
  .as('review.duplicates.not_same')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'edit' })])

/** Review help (decision 0136): staff who edit requests judge a flagged photo good. */
router
  .post('/merchant/review/photos/:id/overrule', [controllers.review.Photos, 'overrule'])
  .as('review.photos.overrule')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'edit' })])
