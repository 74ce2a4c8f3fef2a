import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { DATABASE_ID, FORM_TYPE } from '#start/route_params'

/** Excel export of a staff list's current selection: at once for short lists, by mail for long ones. */
router
  .group(() => {
    router
      .post('mform/:type/export', [controllers.exports.FormExports, 'store'])
      .as('staff_forms.export')
    router
      .get('mform/:type/export', [controllers.exports.FormExports, 'direct'])
      .as('staff_forms.export_download')
  })
  .prefix('/merchant')
  .where('type', FORM_TYPE)
  .use([middleware.auth(), middleware.formAccess(), middleware.can({ capability: 'edit' })])

/** The exports panel: each staff member's own queued exports, downloadable when ready. */
router
  .group(() => {
    router.get('exports', [controllers.exports.FormExports, 'index']).as('form_exports.index')
    router
      .get('exports/:id/file', [controllers.exports.FormExports, 'file'])
      .as('form_exports.file')
      .where('id', DATABASE_ID)
  })
  .prefix('/merchant')
  .use(middleware.auth())

/** The emailed link: signed, short-lived and only for the staff member who asked. */
router
  .get('/merchant/exports/:file', [controllers.exports.FormExports, 'download'])
  .as('form_exports.download')
  .where('file', router.matchers.uuid())
  .use(middleware.auth())
