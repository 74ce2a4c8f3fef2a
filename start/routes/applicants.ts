import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** What applicants are told when staff decide, per tournament: administrators only. */
router
  .group(() => {
    router
      .get('tournament/:id/applicant-mails', [controllers.applicants.MailSettings, 'edit'])
      .as('applicant_mails.edit')
    router
      .put('tournament/:id/applicant-mails', [controllers.applicants.MailSettings, 'update'])
      .as('applicant_mails.update')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])

/** A request's status for its applicant: only through the signed link of their mails. */
router
  .get('/solicitud/:id', [controllers.applicants.Status, 'show'])
  .as('applicants.status')
  .where('id', DATABASE_ID)

/** Staff ask a waiting request's applicant for changes (decision 0127): in their lists, may edit. */
router
  .post('/merchant/requests/:id/changes', [controllers.applicants.ChangeRequests, 'store'])
  .as('applicants.change_requests.store')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'edit' })])

/** The applicant's page of requested changes: only through the round's signed link, once. */
router
  .group(() => {
    router.get('/solicitud/:id/cambios/:nonce', [controllers.applicants.Changes, 'edit']).as('edit')
    router
      .post('/solicitud/:id/cambios/:nonce', [controllers.applicants.Changes, 'update'])
      .as('update')
  })
  .as('applicants.changes')
  .where('id', DATABASE_ID)
  .where('nonce', /^[A-Za-z0-9_-]{32}$/)
