import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDay } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'

/** Only what the applicant sent or what staff decided for them, in their language. */
type Props = {
  status: Data.ApplicantRequest
  shifts?: { id: number; day: string; startsAt: string; endsAt: string; position: string }[]
  /** The credential in the phone's wallet: each link only when the organiser configured it. */
  wallet: { apple: string | null; google: string | null }
}

/** A request's state for its applicant, what to do next and, once approved, how to collect it. */
export default function RequestStatusPage({ status, shifts = [], wallet }: Props) {
  const t = useT()
  const formatDay = useFormatDay()
  const title = t('applicants.public.status_title')
  return (
    <div className="card mx-auto flex max-w-2xl flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('applicants.public.type')}</dt>
          <dd className="font-semibold">{t(`form_types.${status.type}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('applicants.public.reference')}</dt>
          <dd className="font-mono">{status.code}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('applicants.public.submitted')}</dt>
          <dd>{formatDay(status.submittedOn)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('applicants.public.state')}</dt>
          <dd className="font-semibold" data-testid="request-state">
            {t(`applicants.public.states.${status.state}`)}
          </dd>
        </div>
      </dl>
      <p>{t(`applicants.public.next.${status.state}`)}</p>
      {(wallet.apple || wallet.google) && (
        <div className="flex flex-wrap gap-3" data-testid="wallet-buttons">
          {wallet.apple && (
            <a href={wallet.apple} className="btn-primary">
              {t('wallets.public.add_apple')}
            </a>
          )}
          {wallet.google && (
            <a href={wallet.google} className="btn-primary" rel="noopener">
              {t('wallets.public.add_google')}
            </a>
          )}
        </div>
      )}
      {status.reason && (
        <p>
          <strong>{t('applicants.public.reason')}:</strong> {status.reason}
        </p>
      )}
      {status.note && <p className="whitespace-pre-line">{status.note}</p>}
      {status.approved && (
        <dl className="flex flex-col gap-2">
          <div>
            <dt className="text-sm text-slate-600">{t('applicants.public.zones')}</dt>
            <dd>{status.approved.zones.join(', ') || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('applicants.public.days')}</dt>
            <dd>
              {status.approved.days
                ? `${formatDay(status.approved.days.from)} – ${formatDay(status.approved.days.to)}`
                : t('applicants.public.whole_tournament')}
            </dd>
          </div>
          {status.approved.collection && (
            <div>
              <dt className="text-sm text-slate-600">{t('applicants.public.collection')}</dt>
              <dd className="whitespace-pre-line">{status.approved.collection}</dd>
            </div>
          )}
        </dl>
      )}
      {shifts.length > 0 && (
        <section aria-labelledby="shifts">
          <h2 id="shifts" className="text-lg font-semibold">
            {t('rosters.status_page.title')}
          </h2>
          <ul className="list-disc pl-5" data-testid="status-shifts">
            {shifts.map((shift) => (
              <li key={shift.id}>
                {t('rosters.status_page.shift', {
                  day: formatDay(shift.day),
                  from: shift.startsAt,
                  to: shift.endsAt,
                  position: shift.position,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
