import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * Reports (issue 47): any staff member reaches the list; each report asks
 * the capability of the screens whose figures it shows, here and again in
 * the controller, and counts only the types and tournaments the user reviews.
 */
router
  .group(() => {
    router.get('reports', [controllers.reports.Reports, 'index']).as('reports.index')
    router.get('reports/requests', [controllers.reports.Reports, 'requests']).as('reports.requests')
    router.get('reports/backlog', [controllers.reports.Reports, 'backlog']).as('reports.backlog')
    router
      .get('reports/decisions', [controllers.reports.Reports, 'decisions'])
      .as('reports.decisions')
      .use(middleware.can({ capability: 'edit' }))
    router
      .get('reports/badges', [controllers.reports.Reports, 'badges'])
      .as('reports.badges')
      .use(middleware.can({ capability: 'print' }))
    router
      .get('reports/meals', [controllers.reports.Reports, 'meals'])
      .as('reports.meals')
      .use(middleware.can({ capability: 'admin' }))
    router
      .get('reports/passages', [controllers.reports.Reports, 'passages'])
      .as('reports.passages')
      .use(middleware.can({ capability: 'admin' }))
    router
      .get('reports/flags', [controllers.reports.Reports, 'flags'])
      .as('reports.flags')
      .use(middleware.can({ capability: 'edit' }))
    router
      .get('reports/quotas', [controllers.reports.Reports, 'quotas'])
      .as('reports.quotas')
      .use(middleware.can({ capability: 'admin' }))
    router
      .get('reports/rosters', [controllers.reports.Reports, 'rosters'])
      .as('reports.rosters')
      .use(middleware.can({ capability: 'admin' }))
  })
  .prefix('/merchant')
  .use(middleware.auth())
