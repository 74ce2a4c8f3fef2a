import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { useFormatQuantity } from '~/components/staff_devices/use_format_quantity'

/** Offline deductions refused beyond the restaurant's allowance: served, not booked, to settle. */
export default function OfflineRefusalList({ refusals }: { refusals: Data.OfflineRefusal[] }) {
  const t = useT()
  const formatDate = useFormatDate()
  const quantity = useFormatQuantity()
  return (
    <section className="mt-6" aria-labelledby="offline-refusals">
      <h2 id="offline-refusals" className="mb-2 text-xl font-semibold">
        {t('devices.offline_refusals.title')}
      </h2>
      <p className="mb-2 text-sm">{t('devices.offline_refusals.intro')}</p>
      {refusals.length === 0 ? (
        <p className="card">{t('devices.offline_refusals.none')}</p>
      ) : (
        <ul className="space-y-3">
          {refusals.map((refusal) => (
            <li key={refusal.id} className="card">
              <p className="font-semibold">
                {refusal.holder} ({refusal.code}) · {refusal.restaurant} ·{' '}
                {quantity(refusal.type, refusal.quantity)}
              </p>
              <p>
                {formatDate(refusal.at)} · {refusal.device}
                {refusal.staff ? ` (${t('devices.staff', { name: refusal.staff })})` : ''} ·{' '}
                {t('devices.offline_refusals.detail', {
                  seen: quantity(refusal.type, refusal.seen),
                  allowed: quantity(refusal.type, refusal.allowed),
                })}
              </p>
              {refusal.claimedAt && refusal.claimedAt !== refusal.at ? (
                <p className="text-sm">
                  {t('devices.offline_refusals.claimed', { at: formatDate(refusal.claimedAt) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
