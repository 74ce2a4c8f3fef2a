import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import CheckboxField from '~/components/checkbox_field'
import { ORGANISATION_KIND_LIST } from '~/components/organisations/kinds'

type Props = {
  organisations: Data.Organisation[]
  tournaments: Data.Tournament.Variants['forDashboard'][]
}

/** Configuration → Organisations: the list and a new organisation. */
export default function OrganisationsIndex({ organisations, tournaments }: Props) {
  const t = useT()
  const tournamentName = new Map(tournaments.map((item) => [item.id, `${item.name} ${item.year}`]))
  return (
    <div className="max-w-4xl">
      <PageTitle title={t('organisations.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('organisations.title')}</h1>
      <p className="mb-4 text-slate-600">{t('organisations.help')}</p>
      <Form route="organisations.store" className="card mb-6 grid gap-3 sm:grid-cols-2">
        {({ errors, processing }) => {
          const error = errors as Record<string, string>
          return (
            <>
              <TextField name="name" label={t('organisations.name')} error={error.name} />
              <SelectField
                name="kind"
                label={t('organisations.kind')}
                options={ORGANISATION_KIND_LIST.map((kind) => ({
                  value: kind,
                  label: t(`organisations.kinds.${kind}`),
                }))}
                error={error.kind}
              />
              <SelectField
                name="tournamentId"
                label={t('organisations.tournament')}
                options={tournaments.map((item) => ({
                  value: item.id,
                  label: `${item.name} ${item.year}`,
                }))}
                error={error.tournamentId}
              />
              <CheckboxField name="autoApprove" label={t('organisations.auto_approve')} />
              <button type="submit" className="btn-primary sm:col-span-2" disabled={processing}>
                {t('organisations.create')}
              </button>
            </>
          )
        }}
      </Form>
      {organisations.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <table className="w-full rounded-lg border border-slate-200 bg-white text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th className="px-3 py-2">{t('organisations.name')}</th>
              <th className="px-3 py-2">{t('organisations.kind')}</th>
              <th className="px-3 py-2">{t('organisations.tournament')}</th>
            </tr>
          </thead>
          <tbody>
            {organisations.map((organisation) => (
              <tr key={organisation.id} className="border-b border-slate-100">
                <td className="px-3 py-2">
                  <Link
                    route="organisations.show"
                    routeParams={{ id: organisation.id }}
                    className="font-medium text-emerald-800 underline"
                  >
                    {organisation.name}
                  </Link>
                </td>
                <td className="px-3 py-2">{t(`organisations.kinds.${organisation.kind}`)}</td>
                <td className="px-3 py-2">{tournamentName.get(organisation.tournamentId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
