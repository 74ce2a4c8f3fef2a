import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'
import TextField from '~/components/text_field'
import TitledCard from '~/components/titled_card'

type Props = {
  partner: Data.Partner.Variants['forDetail']
  deliveries: Data.WebhookAttempt[]
  events: string[]
  /** Only right after it was made: a token or a webhook secret is shown once. */
  secret: { kind: string; value: string } | null
}

/** One partner: its tokens, its webhook endpoints and their delivery log. */
export default function PartnerShow({ partner, deliveries, events, secret }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <div className="max-w-5xl">
      <PageTitle title={partner.name} />
      <p className="mb-2">
        <Link route="partners.index" className="underline">
          {t('partners.title')}
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold">{partner.name}</h1>
      <p className="mb-4 text-slate-600">
        {partner.tournament} ·{' '}
        {partner.scopes.map((scope) => t(`partners.scopes.${scope}`)).join(', ')} ·{' '}
        {t(partner.revoked ? 'partners.states.revoked' : 'partners.states.active')}
      </p>

      {secret && (
        <TitledCard id="secret" title={t(`partners.secret.${secret.kind}`)} className="mb-4">
          <p className="mb-2">{t('partners.secret.once')}</p>
          <code className="block break-all rounded bg-slate-100 p-2" data-secret>
            {secret.value}
          </code>
        </TitledCard>
      )}

      <TitledCard id="tokens" title={t('partners.tokens')} className="mb-4">
        {partner.tokens.length > 0 && (
          <StaffTable
            head={
              <>
                <th scope="col">{t('partners.name')}</th>
                <th scope="col">{t('partners.created')}</th>
                <th scope="col">{t('partners.expires')}</th>
                <th scope="col">
                  <span className="sr-only">{t('partners.actions')}</span>
                </th>
              </>
            }
          >
            {partner.tokens.map((token) => (
              <tr key={token.id} className="border-t border-slate-200">
                <th scope="row" className="py-2">
                  {token.name}
                </th>
                <td>{formatDate(token.createdAt)}</td>
                <td>{token.expiresAt ? formatDate(token.expiresAt) : t('partners.never')}</td>
                <td className="text-right">
                  {token.revoked ? (
                    t('partners.states.revoked')
                  ) : (
                    <Form route="partners.revoke_token" routeParams={{ id: token.id }}>
                      <button type="submit" className="btn-secondary">
                        {t('partners.revoke')}
                        <span className="sr-only"> · {token.name}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
        {!partner.revoked && (
          <Form
            route="partners.store_token"
            routeParams={{ id: partner.id }}
            className="mt-3 flex flex-wrap items-end gap-3"
          >
            {({ errors }) => (
              <>
                <TextField
                  name="name"
                  label={t('partners.token_name')}
                  error={errors.name}
                  required
                />
                <TextField
                  name="days"
                  type="number"
                  label={t('partners.days')}
                  error={errors.days}
                />
                <button type="submit" className="btn-primary">
                  {t('partners.new_token')}
                </button>
              </>
            )}
          </Form>
        )}
      </TitledCard>

      <TitledCard id="webhooks" title={t('partners.webhooks')} className="mb-4">
        {partner.endpoints.map((endpoint) => (
          <div key={endpoint.id} className="mb-3 flex flex-wrap items-center gap-3">
            <code className="break-all">{endpoint.url}</code>
            <span className="text-slate-600">
              {endpoint.events.join(', ')} ·{' '}
              {t(endpoint.disabled ? 'partners.states.disabled' : 'partners.states.active')}
            </span>
            <Form route="partners.rotate_webhook" routeParams={{ id: endpoint.id }}>
              <button type="submit" className="btn-secondary">
                {t('partners.rotate')}
              </button>
            </Form>
            {endpoint.disabled && (
              <Form route="partners.enable_webhook" routeParams={{ id: endpoint.id }}>
                <button type="submit" className="btn-secondary">
                  {t('partners.enable')}
                </button>
              </Form>
            )}
          </div>
        ))}
        {!partner.revoked && (
          <Form
            route="partners.store_webhook"
            routeParams={{ id: partner.id }}
            className="grid gap-3"
          >
            {({ errors }) => (
              <>
                <TextField
                  name="url"
                  type="url"
                  label={t('partners.webhook_url')}
                  error={errors.url}
                  required
                />
                <fieldset>
                  <legend className="field-label">{t('partners.events')}</legend>
                  <div className="grid sm:grid-cols-3">
                    {events.map((event) => (
                      <label key={event} className="flex min-h-11 items-center gap-3 text-sm">
                        <input type="checkbox" name="events[]" value={event} className="size-5" />
                        {event}
                      </label>
                    ))}
                  </div>
                  {errors.events && (
                    <p className="field-error" role="alert">
                      {errors.events}
                    </p>
                  )}
                </fieldset>
                <div>
                  <button type="submit" className="btn-primary">
                    {t('partners.new_webhook')}
                  </button>
                </div>
              </>
            )}
          </Form>
        )}
      </TitledCard>

      <TitledCard id="deliveries" title={t('partners.deliveries')}>
        {deliveries.length > 0 ? (
          <StaffTable
            head={
              <>
                <th scope="col">{t('partners.at')}</th>
                <th scope="col">{t('partners.event')}</th>
                <th scope="col">{t('partners.subject')}</th>
                <th scope="col">{t('partners.result')}</th>
                <th scope="col">
                  <span className="sr-only">{t('partners.actions')}</span>
                </th>
              </>
            }
          >
            {deliveries.map((delivery) => (
              <tr key={delivery.id} className="border-t border-slate-200">
                <td className="py-2">{formatDate(delivery.at)}</td>
                <td>
                  {delivery.event} (v{delivery.version})
                </td>
                <td>{delivery.subject}</td>
                <td>
                  {delivery.ok
                    ? t('partners.delivered', { status: delivery.statusCode ?? '' })
                    : (delivery.error ?? t('partners.failed'))}
                </td>
                <td className="text-right">
                  <Form route="partners.resend" routeParams={{ id: delivery.messageId }}>
                    <button type="submit" className="btn-secondary">
                      {t('partners.resend')}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </StaffTable>
        ) : (
          <p>{t('partners.no_deliveries')}</p>
        )}
      </TitledCard>
    </div>
  )
}
