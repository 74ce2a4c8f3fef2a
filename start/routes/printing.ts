import { DATABASE_ID, FORM_TYPE } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

const templates = controllers.badges.Templates
const stations = controllers.printing.PrintStations
const sends = controllers.printing.StationSends

/**
 * The badge designer and the print stations: staff with the print
 * capability (administrators have every capability), for this year's
 * tournaments of the sports they review.
 */
router
  .group(() => {
    router.get('badge-templates', [templates, 'index']).as('badge_templates.index')
    router.get('badge-templates/images/:id', [templates, 'image']).as('badge_templates.image')
    router
      .delete('badge-templates/images/:id', [templates, 'removeImage'])
      .as('badge_templates.remove_image')
    router.get('badge-templates/:tournament/design', [templates, 'edit']).as('badge_templates.edit')
    router.post('badge-templates/:tournament', [templates, 'save']).as('badge_templates.save')
    /** A POST: the design travels in the body (a preview logs no print). */
    router
      .post('badge-templates/:tournament/preview', [templates, 'preview'])
      .as('badge_templates.preview')
    router
      .get('badge-templates/:tournament/credentials', [templates, 'credentials'])
      .as('badge_templates.credentials')
    router
      .post('badge-templates/:tournament/images', [templates, 'upload'])
      .as('badge_templates.upload')

    router.get('print-stations', [stations, 'index']).as('print_stations.index')
    router.post('print-stations', [stations, 'store']).as('print_stations.store')
    router.get('print-stations/:id', [stations, 'show']).as('print_stations.show')
    router.post('print-stations/:id/claim', [stations, 'claim']).as('print_stations.claim')
    router.get('print-stations/:id/jobs/:job/pdf', [stations, 'pdf']).as('print_stations.pdf')
    router
      .post('print-stations/:id/jobs/:job/confirm', [stations, 'confirm'])
      .as('print_stations.confirm')
    router.post('print-stations/:id/jobs/:job/fail', [stations, 'fail']).as('print_stations.fail')

    /** A selection (the console, a list, an organisation's page), a whole list, an organisation. */
    router.post('print-stations/:id/send', [sends, 'selection']).as('print_stations.send')
    router
      .post('print-stations/:id/send/list/:type', [sends, 'list'])
      .as('print_stations.send_list')
      .where('type', FORM_TYPE)
      .use(middleware.formAccess())
    router
      .post('print-stations/:id/send/organisation/:organisation', [sends, 'organisation'])
      .as('print_stations.send_organisation')
      .use(middleware.can({ capability: 'admin' }))
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .where('job', DATABASE_ID)
  .where('tournament', DATABASE_ID)
  .where('organisation', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'print' })])
