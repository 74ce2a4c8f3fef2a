import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The badge designer and the print stations: staff with the print
 * capability (administrators have every capability), for this year's
 * tournaments of the sports they review.
 */
router
  .group(() => {
    router
      .get('badge-templates', [controllers.badges.Templates, 'index'])
      .as('badge_templates.index')
    router
      .get('badge-templates/images/:id', [controllers.badges.Templates, 'image'])
      .where('id', router.matchers.number())
      .as('badge_templates.image')
    router
      .get('badge-templates/:tournament/design', [controllers.badges.Templates, 'edit'])
      .where('tournament', router.matchers.number())
      .as('badge_templates.edit')
    router
      .post('badge-templates/:tournament', [controllers.badges.Templates, 'save'])
      .where('tournament', router.matchers.number())
      .as('badge_templates.save')
    /** A POST: the design travels in the body (a preview logs no print). */
    router
      .post('badge-templates/:tournament/preview', [controllers.badges.Templates, 'preview'])
      .where('tournament', router.matchers.number())
      .as('badge_templates.preview')
    router
      .get('badge-templates/:tournament/credentials', [controllers.badges.Templates, 'credentials'])
      .where('tournament', router.matchers.number())
      .as('badge_templates.credentials')
    router
      .post('badge-templates/:tournament/images', [controllers.badges.Templates, 'upload'])
      .where('tournament', router.matchers.number())
      .as('badge_templates.upload')

    router
      .get('print-stations', [controllers.printing.PrintStations, 'index'])
      .as('print_stations.index')
    router
      .post('print-stations', [controllers.printing.PrintStations, 'store'])
      .as('print_stations.store')
    router
      .get('print-stations/:id', [controllers.printing.PrintStations, 'show'])
      .where('id', router.matchers.number())
      .as('print_stations.show')
    router
      .post('print-stations/:id/claim', [controllers.printing.PrintStations, 'claim'])
      .where('id', router.matchers.number())
      .as('print_stations.claim')
    router
      .post('print-stations/:id/send', [controllers.printing.PrintStations, 'send'])
      .where('id', router.matchers.number())
      .as('print_stations.send')
    router
      .get('print-stations/:id/jobs/:job/pdf', [controllers.printing.PrintStations, 'pdf'])
      .where('id', router.matchers.number())
      .where('job', router.matchers.number())
      .as('print_stations.pdf')
    router
      .post('print-stations/:id/jobs/:job/confirm', [controllers.printing.PrintStations, 'confirm'])
      .where('id', router.matchers.number())
      .where('job', router.matchers.number())
      .as('print_stations.confirm')
    router
      .post('print-stations/:id/jobs/:job/fail', [controllers.printing.PrintStations, 'fail'])
      .where('id', router.matchers.number())
      .where('job', router.matchers.number())
      .as('print_stations.fail')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'print' })])
