import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import limiter from '@adonisjs/limiter/services/main'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Sign-in link requests per IP (each may send a mail). */
const linkThrottle = limiter.define('organisation_link', (ctx) =>
  limiter.allowRequests(5).every('15 mins').usingKey(`organisation_link_${ctx.request.ip()}`)
)

/** Organisations, their managers and quotas, bulk approval: administrators (Configuration). */
router
  .group(() => {
    router
      .get('organisations', [controllers.organisations.Organisations, 'index'])
      .as('organisations.index')
    router
      .post('organisations', [controllers.organisations.Organisations, 'store'])
      .as('organisations.store')
    router
      .get('organisations/:id', [controllers.organisations.Organisations, 'show'])
      .as('organisations.show')
    router
      .put('organisations/:id', [controllers.organisations.Organisations, 'update'])
      .as('organisations.update')
    router
      .post('organisations/:id/approve', [controllers.organisations.Organisations, 'approve'])
      .as('organisations.approve')
    router
      .post('organisations/:id/collection', [controllers.organisations.Organisations, 'collection'])
      .as('organisations.collection')
    router
      .post('organisations/:id/managers', [controllers.organisations.OrganisationManagers, 'store'])
      .as('organisation_managers.store')
    router
      .delete('organisations/:id/managers/:manager', [
        controllers.organisations.OrganisationManagers,
        'destroy',
      ])
      .as('organisation_managers.destroy')
    router
      .post('organisations/:id/managers/:manager/link', [
        controllers.organisations.OrganisationManagers,
        'sendLink',
      ])
      .as('organisation_managers.send_link')
    router
      .post('organisations/:id/quotas', [controllers.organisations.OrganisationQuotas, 'store'])
      .as('organisation_quotas.store')
    router
      .put('organisations/:id/quotas/:quota', [
        controllers.organisations.OrganisationQuotas,
        'update',
      ])
      .as('organisation_quotas.update')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .where('manager', DATABASE_ID)
  .where('quota', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])

/** A manager signs in by a mailed single-use link (no staff account). */
router
  .group(() => {
    router
      .get('sign-in', [controllers.organisations.PortalSignIn, 'create'])
      .as('organisation_portal.request_link')
    router
      .post('sign-in', [controllers.organisations.PortalSignIn, 'store'])
      .as('organisation_portal.send_link')
      .use(linkThrottle)
    router
      .get('sign-in/:token', [controllers.organisations.PortalSignIn, 'show'])
      .as('organisation_portal.sign_in')
    router
      .post('sign-in/:token', [controllers.organisations.PortalSignIn, 'enter'])
      .as('organisation_portal.enter')
      .use(linkThrottle)
    router
      .post('sign-out', [controllers.organisations.PortalSignIn, 'destroy'])
      .as('organisation_portal.sign_out')
  })
  .prefix('/organisation')

/** The manager's portal: only their own organisation's quotas and people. */
router
  .group(() => {
    router.get('/', [controllers.organisations.Portal, 'home']).as('organisation_portal.home')
    router
      .get('people/new/:quota', [controllers.organisations.PortalPeople, 'create'])
      .as('organisation_people.create')
    router
      .post('people/new/:quota', [controllers.organisations.PortalPeople, 'store'])
      .as('organisation_people.store')
    router
      .post('people/:person/withdraw', [controllers.organisations.PortalPeople, 'withdraw'])
      .as('organisation_people.withdraw')
    router
      .get('people/:person/substitute', [controllers.organisations.PortalPeople, 'editSubstitute'])
      .as('organisation_people.substitute_form')
    router
      .post('people/:person/substitute', [controllers.organisations.PortalPeople, 'substitute'])
      .as('organisation_people.substitute')
    router
      .post('people/:person/invite', [controllers.organisations.PortalPeople, 'invite'])
      .as('organisation_people.invite')
    router
      .get('import/:quota', [controllers.organisations.PortalImports, 'create'])
      .as('organisation_imports.create')
    router
      .get('import/:quota/template', [controllers.organisations.PortalImports, 'template'])
      .as('organisation_imports.template')
    router
      .post('import/:quota', [controllers.organisations.PortalImports, 'store'])
      .as('organisation_imports.store')
    router
      .get('imports/:import', [controllers.organisations.PortalImports, 'show'])
      .as('organisation_imports.show')
    router.get('list', [controllers.organisations.Portal, 'list']).as('organisation_portal.list')
  })
  .prefix('/organisation')
  .where('quota', DATABASE_ID)
  .where('person', DATABASE_ID)
  .where('import', DATABASE_ID)
  .use(middleware.organisationPortal())
