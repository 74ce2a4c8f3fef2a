import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import CheckboxField from '~/components/checkbox_field'
import { ORGANISATION_KIND_LIST } from '~/components/organisations/kinds'
import PeopleTable from '~/components/organisations/people_table'
import QuotaLabel from '~/components/organisations/quota_label'
import OrganisationStationSend from '~/components/printing/organisation_station_send'
import { useSelection } from '~/hooks/use_selection'

type Props = {
  organisation: Data.Organisation
  tournament: Data.Tournament.Variants['forDashboard']
  managers: Data.OrganisationManager[]
  quotas: Data.OrganisationQuota[]
  people: Data.OrganisationPerson[]
  formTypes: string[]
  templates: { id: number; name: string }[]
  waiting: number
  /** Where its cards may be sent: the stations of its tournament (none: no action). */
  printing: { stations: { id: number; name: string }[]; reprintReasons: string[] }
}

/** An organisation's page: its settings, quotas, managers, people and the review's flags. */
export default function OrganisationShow({
  organisation,
  tournament,
  managers,
  quotas,
  people,
  formTypes,
  templates,
  waiting,
  printing,
}: Props) {
  const t = useT()
  const id = organisation.id
  /** Approved people have a card to print; they are ticked to send theirs to a station. */
  const approved = people.filter((person) => person.state === 'approved' && !person.withdrawn)
  const selection = useSelection(approved.map((person) => person.formId))
  const sendable = printing.stations.length > 0
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageTitle title={organisation.name} />
      <div>
        <p className="text-sm uppercase tracking-wide text-slate-600">
          {tournament.name} {tournament.year}
        </p>
        <h1 className="text-2xl font-bold">{organisation.name}</h1>
      </div>

      <Form
        route="organisations.update"
        routeParams={{ id }}
        className="card grid gap-3 sm:grid-cols-3"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              name="name"
              label={t('organisations.name')}
              defaultValue={organisation.name}
              error={(errors as Record<string, string>).name}
            />
            <SelectField
              name="kind"
              label={t('organisations.kind')}
              defaultValue={organisation.kind}
              options={ORGANISATION_KIND_LIST.map((kind) => ({
                value: kind,
                label: t(`organisations.kinds.${kind}`),
              }))}
            />
            <CheckboxField
              name="autoApprove"
              label={t('organisations.auto_approve')}
              defaultChecked={organisation.autoApprove}
            />
            <button type="submit" className="btn-secondary sm:col-span-3" disabled={processing}>
              {t('organisations.save')}
            </button>
          </>
        )}
      </Form>

      <section className="card">
        <h2 className="mb-3 text-lg font-semibold">{t('organisations.quotas')}</h2>
        <ul className="mb-4 divide-y divide-slate-100">
          {quotas.map((quota) => (
            <li key={quota.id} className="flex flex-wrap items-end justify-between gap-3 py-2">
              <div>
                <QuotaLabel quota={quota} />
                <p className="text-sm text-slate-600">
                  {t('organisations.quota_use', {
                    used: quota.used,
                    places: quota.places,
                    remaining: quota.remaining,
                  })}
                </p>
              </div>
              <Form
                route="organisation_quotas.update"
                routeParams={{ id, quota: quota.id }}
                className="flex items-end gap-2"
              >
                <TextField
                  name="places"
                  id={`places-${quota.id}`}
                  type="number"
                  min={0}
                  label={t('organisations.places')}
                  defaultValue={quota.places}
                />
                <button type="submit" className="btn-secondary">
                  {t('organisations.save')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form
          route="organisation_quotas.store"
          routeParams={{ id }}
          className="grid gap-3 sm:grid-cols-4"
        >
          {({ errors }) => {
            const error = errors as Record<string, string>
            return (
              <>
                <SelectField
                  name="formType"
                  label={t('organisations.category')}
                  options={formTypes.map((type) => ({
                    value: type,
                    label: t(`form_types.${type}`),
                  }))}
                  error={error.formType}
                />
                <SelectField
                  name="permissionId"
                  label={t('organisations.template')}
                  options={templates.map((template) => ({
                    value: template.id,
                    label: template.name,
                  }))}
                  error={error.permissionId}
                />
                <TextField
                  name="day"
                  type="date"
                  label={t('organisations.day')}
                  hint={t('organisations.day_help')}
                  error={error.day}
                />
                <TextField
                  name="places"
                  type="number"
                  min={0}
                  label={t('organisations.places')}
                  error={error.places}
                />
                <button type="submit" className="btn-primary sm:col-span-4">
                  {t('organisations.add_quota')}
                </button>
              </>
            )
          }}
        </Form>
      </section>

      <section className="card">
        <h2 className="mb-3 text-lg font-semibold">{t('organisations.managers')}</h2>
        <ul className="mb-4 divide-y divide-slate-100">
          {managers.map((manager) => (
            <li key={manager.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                {manager.name} · {manager.email} · {manager.locale.toUpperCase()}
              </span>
              <span className="flex gap-3">
                <Form
                  route="organisation_managers.send_link"
                  routeParams={{ id, manager: manager.id }}
                >
                  <button type="submit" className="text-sm text-emerald-800 underline">
                    {t('organisations.send_link')}
                  </button>
                </Form>
                <Form
                  route="organisation_managers.destroy"
                  routeParams={{ id, manager: manager.id }}
                  onBefore={() => window.confirm(t('organisations.confirm_remove_manager'))}
                >
                  <button type="submit" className="text-sm text-red-700 underline">
                    {t('organisations.remove')}
                  </button>
                </Form>
              </span>
            </li>
          ))}
        </ul>
        <Form
          route="organisation_managers.store"
          routeParams={{ id }}
          className="grid gap-3 sm:grid-cols-3"
        >
          {({ errors }) => {
            const error = errors as Record<string, string>
            return (
              <>
                <TextField
                  name="name"
                  id="manager-name"
                  label={t('organisations.manager_name')}
                  error={error.name}
                />
                <TextField
                  name="email"
                  type="email"
                  label={t('organisations.manager_email')}
                  error={error.email}
                />
                <SelectField
                  name="locale"
                  label={t('organisations.manager_locale')}
                  options={[
                    { value: 'es', label: 'Español' },
                    { value: 'en', label: 'English' },
                  ]}
                />
                <button type="submit" className="btn-primary sm:col-span-3">
                  {t('organisations.add_manager')}
                </button>
              </>
            )
          }}
        </Form>
      </section>

      <section className="card">
        <h2 className="mb-1 text-lg font-semibold">{t('organisations.collection.title')}</h2>
        <p className="mb-3 text-sm text-slate-600">{t('organisations.collection.help')}</p>
        <Form
          route="organisations.collection"
          routeParams={{ id }}
          className="grid gap-3 sm:grid-cols-3"
        >
          {({ processing }) => (
            <>
              <SelectField
                name="managerId"
                label={t('organisations.collection.collector')}
                options={managers.map((manager) => ({ value: manager.id, label: manager.name }))}
                empty={t('organisations.collection.other')}
              />
              <TextField name="name" id="collector-name" label={t('organisations.manager_name')} />
              <TextField
                name="lastName"
                id="collector-last-name"
                label={t('organisations.collector_last_name')}
              />
              <button type="submit" className="btn-secondary sm:col-span-3" disabled={processing}>
                {t('organisations.collection.prepare')}
              </button>
            </>
          )}
        </Form>
      </section>

      <section className="card">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t('organisations.people')}</h2>
          <Form
            route="organisations.approve"
            routeParams={{ id }}
            onBefore={() => window.confirm(t('organisations.confirm_approve', { count: waiting }))}
          >
            <button type="submit" className="btn-primary" disabled={waiting === 0}>
              {t('organisations.approve_all', { count: waiting })}
            </button>
          </Form>
        </div>
        <p className="mb-2 flex flex-wrap gap-3 text-sm">
          {[...new Set(quotas.map((quota) => quota.formType))].map((type) => (
            <Link
              key={type}
              route="staff_forms.index"
              routeParams={{ type }}
              qs={{ organisation: String(id) }}
              className="text-emerald-800 underline"
            >
              {t('organisations.in_list', { type: t(`form_types.${type}`) })}
            </Link>
          ))}
        </p>
        {sendable && (
          <div className="mb-3">
            <OrganisationStationSend
              organisationId={id}
              selected={selection.selected}
              notPrinted={approved.filter((person) => !person.printed).length}
              printing={printing}
              onSent={selection.clear}
            />
          </div>
        )}
        <PeopleTable
          people={people}
          quotas={quotas}
          flags
          actions={
            sendable
              ? (person) =>
                  person.state === 'approved' && (
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={selection.isSelected(person.formId)}
                        onChange={() => selection.toggle(person.formId)}
                      />
                      {t('forms_admin.select_row', { name: `${person.name} ${person.lastName}` })}
                    </label>
                  )
              : undefined
          }
        />
      </section>
    </div>
  )
}
