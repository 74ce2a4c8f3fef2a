import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import type { DeskBody } from '~/components/staff_desk/desk_request'

/** The holder a till's scan found, as the server answers it. */
export type Holder = NonNullable<DeskBody<'restaurant_desk.validate'>['holder']>

type Props = { holder: Holder; photoUrl: string | null; refusal: string | null }

/**
 * Who stands at the till: photo to compare with the face, and what they have
 * left. An empty balance is said as a refusal as soon as the badge is
 * scanned, before the cashier types anything.
 */
export default function HolderCard({ holder, photoUrl, refusal }: Props) {
  const t = useT()
  const money = useFormatMoney()
  const empty = [
    holder.credits <= 0 ? t('restaurants.till.no_credits') : null,
    holder.amount <= 0 ? t('restaurants.till.no_amount') : null,
  ].filter((text): text is string => text !== null)
  const figure = (left: number) => `text-2xl font-semibold ${left <= 0 ? 'text-red-700' : ''}`
  return (
    <section className="card flex gap-4" aria-labelledby="holder-name">
      {photoUrl ? (
        <img
          src={photoUrl}
          alt={t('restaurants.till.photo')}
          className="h-32 w-24 rounded object-cover"
        />
      ) : (
        <div className="flex h-32 w-24 items-center justify-center rounded bg-slate-100 text-center text-sm text-slate-600">
          {t('restaurants.till.no_photo')}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="holder-name" className="text-xl font-bold">
          {holder.name} {holder.lastName}
        </h2>
        <p className="text-slate-600">{t(`form_types.${holder.type}`)}</p>
        <dl className="mt-2 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-slate-600">{t('restaurants.till.credits_left')}</dt>
            <dd className={figure(holder.credits)} data-testid="credits-left">
              {holder.credits}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('restaurants.till.amount_left')}</dt>
            <dd className={figure(holder.amount)} data-testid="amount-left">
              {money(holder.amount)}
            </dd>
          </div>
        </dl>
        {refusal && (
          <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 font-semibold text-red-800">
            {refusal}
          </p>
        )}
        {empty.length > 0 && (
          <div
            role="alert"
            className="mt-2 rounded bg-red-50 px-3 py-2 font-semibold text-red-800"
            data-testid="empty-balance"
          >
            {empty.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
