import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { useFormatQuantity } from '~/components/staff_devices/use_format_quantity'

export type Overdraft = Data.Overdraft

/** Overdrafts booked from offline tills, each with every device entry behind it. */
export default function OverdraftList({ overdrafts }: { overdrafts: Overdraft[] }) {
  const t = useT()
  const formatDate = useFormatDate()
  const quantity = useFormatQuantity()
  return (
    <section className="mt-6" aria-labelledby="overdrafts">
      <h2 id="overdrafts" className="mb-2 text-xl font-semibold">
        {t('devices.overdrafts.title')}
      </h2>
      {overdrafts.length === 0 ? (
        <p className="card">{t('devices.overdrafts.none')}</p>
      ) : (
        <ul className="space-y-3">
          {overdrafts.map((overdraft) => (
            <li key={overdraft.id} className="card">
              <p className="font-semibold">
                {overdraft.holder} ({overdraft.code}) · {overdraft.restaurant} ·{' '}
                {t('devices.overdrafts.shortfall', {
                  quantity: quantity(overdraft.type, overdraft.shortfall),
                })}
              </p>
              <ul className="mt-1 list-disc pl-6">
                {overdraft.entries.map((entry) => (
                  <li key={entry.id}>
                    {formatDate(entry.at)} · {entry.device}
                    {entry.staff ? ` (${t('devices.staff', { name: entry.staff })})` : ''} ·{' '}
                    {quantity(overdraft.type, entry.quantity)}
                    {entry.offline ? ` · ${t('devices.overdrafts.offline')}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
