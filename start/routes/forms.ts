import { DATABASE_ID, FORM_TYPE } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Staff review of requests (/merchant/mform/{type}). */
router
  .group(() => {
    router.get('mform/:type', [controllers.forms.StaffForms, 'index']).as('staff_forms.index')
    router
      .get('mform/:type/tutors', [controllers.forms.StaffForms, 'tutors'])
      .as('staff_forms.tutors')
      .where('type', /^ballboy$/)
    router.get('mform/:type/:id', [controllers.forms.StaffForms, 'show']).as('staff_forms.show')
    router
      .get('mform/:type/create', [controllers.forms.StaffFormEdits, 'create'])
      .as('staff_forms.create')
      .use(middleware.can({ capability: 'create' }))
    router
      .post('mform/:type', [controllers.forms.StaffFormEdits, 'store'])
      .as('staff_forms.store')
      .use(middleware.can({ capability: 'create' }))
    router
      .get('mform/:type/:id/edit', [controllers.forms.StaffFormEdits, 'edit'])
      .as('staff_forms.edit')
      .use(middleware.can({ capability: 'edit' }))
    /** Files come with POST ?_method=PUT: method spoofing is on in config/app.ts. */
    router
      .put('mform/:type/:id', [controllers.forms.StaffFormEdits, 'update'])
      .as('staff_forms.update')
      .use(middleware.can({ capability: 'edit' }))
    router
      .post('mform/:type/changestate/:id', [controllers.forms.StaffForms, 'changeState'])
      .as('staff_forms.change_state')
      .use(middleware.can({ capability: 'edit' }))
    router
      .post('mform/:type/changestate', [controllers.forms.StaffForms, 'bulkChangeState'])
      .as('staff_forms.bulk_change_state')
      .use(middleware.can({ capability: 'edit' }))
  })
  .prefix('/merchant')
  .where('type', FORM_TYPE)
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.formAccess()])

router
  .get('/merchant/preview', [controllers.forms.FormFiles, 'preview'])
  .as('form_files.preview')
  .use(middleware.auth())

/** The staff dashboard: request counts per form type. */
router
  .group(() => {
    router.get('/', [controllers.forms.Dashboard, 'index']).as('dashboard')
  })
  .prefix('/merchant')
  .use(middleware.auth())
