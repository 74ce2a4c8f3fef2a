import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import TitledCard from '~/components/titled_card'

type Props = {
  partners: Data.Partner[]
  tournaments: Data.Tournament.Variants['forDevices'][]
  scopes: string[]
}

/** Configuration → Partners: the systems fed by a tournament's data, and a new one. */
export default function Partners({ partners, tournaments, scopes }: Props) {
  const t = useT()
  return (
    <div className="max-w-5xl">
      <PageTitle title={t('partners.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('partners.title')}</h1>
      <p className="mb-4 text-slate-600">{t('partners.intro')}</p>
      {partners.length > 0 ? (
        <StaffTable
          head={
            <>
              <th scope="col">{t('partners.name')}</th>
              <th scope="col">{t('partners.tournament')}</th>
              <th scope="col">{t('partners.scopes_label')}</th>
              <th scope="col">{t('partners.state')}</th>
            </>
          }
        >
          {partners.map((partner) => (
            <tr key={partner.id} className="border-t border-slate-200">
              <th scope="row" className="py-2">
                <Link route="partners.show" routeParams={{ id: partner.id }} className="underline">
                  {partner.name}
                </Link>
              </th>
              <td>{partner.tournament}</td>
              <td>{partner.scopes.map((scope) => t(`partners.scopes.${scope}`)).join(', ')}</td>
              <td>{t(partner.revoked ? 'partners.states.revoked' : 'partners.states.active')}</td>
            </tr>
          ))}
        </StaffTable>
      ) : (
        <p className="card">{t('partners.none')}</p>
      )}

      <TitledCard
        id="new-partner"
        title={t('partners.new')}
        className="mt-6"
        headingClassName="mb-2 text-xl font-semibold"
      >
        <Form route="partners.store" className="grid gap-3 sm:grid-cols-2">
          {({ errors }) => (
            <>
              <TextField name="name" label={t('partners.name')} error={errors.name} required />
              <TextField
                name="contactEmail"
                type="email"
                label={t('partners.contact_email')}
                error={errors.contactEmail}
                required
              />
              <SelectField
                name="tournamentId"
                label={t('partners.tournament')}
                options={tournaments.map((item) => ({ value: item.id, label: item.name }))}
                error={errors.tournamentId}
              />
              <SelectField
                name="locale"
                label={t('partners.locale')}
                options={[
                  { value: 'es', label: 'Español' },
                  { value: 'en', label: 'English' },
                ]}
                error={errors.locale}
              />
              <TextField
                name="rateLimit"
                type="number"
                label={t('partners.rate_limit')}
                defaultValue="600"
                error={errors.rateLimit}
                required
              />
              <fieldset className="sm:col-span-2">
                <legend className="field-label">{t('partners.scopes_label')}</legend>
                <div className="grid sm:grid-cols-2">
                  {scopes.map((scope) => (
                    <label key={scope} className="flex min-h-11 items-center gap-3 text-sm">
                      <input type="checkbox" name="scopes[]" value={scope} className="size-5" />
                      {t(`partners.scopes.${scope}`)}
                    </label>
                  ))}
                </div>
                {errors.scopes && (
                  <p className="field-error" role="alert">
                    {errors.scopes}
                  </p>
                )}
              </fieldset>
              <div className="sm:col-span-2">
                <button type="submit" className="btn-primary">
                  {t('partners.create')}
                </button>
              </div>
            </>
          )}
        </Form>
      </TitledCard>
    </div>
  )
}
