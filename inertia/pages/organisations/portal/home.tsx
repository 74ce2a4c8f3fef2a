import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import PeopleTable from '~/components/organisations/people_table'
import QuotaLabel from '~/components/organisations/quota_label'

type Props = {
  organisation: Data.Organisation
  manager: Data.OrganisationManager.Variants['forPortal']
  tournament: Data.Tournament.Variants['forDashboard']
  quotas: Data.OrganisationQuota[]
  people: Data.OrganisationPerson[]
}

/** The manager's portal, phone first: quotas with used and remaining, then the people. */
export default function PortalHome({ organisation, manager, tournament, quotas, people }: Props) {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title={organisation.name} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm uppercase tracking-wide text-slate-600">
            {tournament.name} {tournament.year}
          </p>
          <h1 className="text-2xl font-bold">{organisation.name}</h1>
          <p className="text-sm text-slate-600">{manager.name}</p>
        </div>
        <Form route="organisation_portal.sign_out">
          <button type="submit" className="btn-secondary">
            {t('organisations.portal.sign_out')}
          </button>
        </Form>
      </div>

      <section aria-labelledby="quotas">
        <h2 id="quotas" className="mb-2 text-lg font-semibold">
          {t('organisations.quotas')}
        </h2>
        <ul className="flex flex-col gap-3">
          {quotas.map((quota) => (
            <li key={quota.id} className="card flex flex-col gap-2" data-quota={quota.id}>
              <QuotaLabel quota={quota} />
              <p className="text-slate-700" data-testid={`quota-${quota.id}`}>
                {t('organisations.quota_use', {
                  used: quota.used,
                  places: quota.places,
                  remaining: quota.remaining,
                })}
              </p>
              {quota.remaining > 0 ? (
                <div className="flex flex-wrap gap-3">
                  <Link
                    route="organisation_people.create"
                    routeParams={{ quota: quota.id }}
                    className="btn-primary"
                  >
                    {t('organisations.portal.add_person')}
                  </Link>
                  <Link
                    route="organisation_imports.create"
                    routeParams={{ quota: quota.id }}
                    className="btn-secondary"
                  >
                    {t('organisations.portal.upload')}
                  </Link>
                </div>
              ) : (
                <p className="text-sm font-medium text-slate-600">
                  {t('organisations.portal.quota_full')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="people" className="card">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
          <h2 id="people" className="text-lg font-semibold">
            {t('organisations.people')}
          </h2>
          <a href="/organisation/list" className="text-sm text-emerald-800 underline" download>
            {t('organisations.portal.download_list')}
          </a>
        </div>
        <PeopleTable
          people={people}
          quotas={quotas}
          actions={(person) => (
            <>
              <Link
                route="organisation_people.substitute_form"
                routeParams={{ person: person.id }}
                className="text-sm text-emerald-800 underline"
              >
                {t('organisations.portal.substitute')}
              </Link>
              {!person.hasPhoto && person.email && person.state === 'waiting' && (
                <Form route="organisation_people.invite" routeParams={{ person: person.id }}>
                  <button type="submit" className="text-sm text-emerald-800 underline">
                    {t('organisations.portal.invite')}
                  </button>
                </Form>
              )}
              <Form
                route="organisation_people.withdraw"
                routeParams={{ person: person.id }}
                onBefore={() =>
                  window.confirm(
                    t('organisations.portal.confirm_withdraw', {
                      name: `${person.name} ${person.lastName}`,
                    })
                  )
                }
              >
                <button type="submit" className="text-sm text-red-700 underline">
                  {t('organisations.portal.withdraw')}
                </button>
              </Form>
            </>
          )}
        />
      </section>
    </div>
  )
}
