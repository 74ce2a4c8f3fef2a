import type { Data } from '@generated/data'
import { useEffect, useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { Transmit } from '@adonisjs/transmit-client'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = { zones: Data.ZoneOccupancy[]; channel: string }

/**
 * Inside now per zone, pushed by the server (server-sent events) as stewards
 * scan: each event carries a zone's count, so a missed one is healed by the
 * next and a reload shows the same figures.
 */
export default function Occupancy({ zones, channel }: Props) {
  const t = useT()
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(zones.map((zone) => [zone.zoneId, zone.inside]))
  )
  const [live, setLive] = useState(false)

  useEffect(() => {
    const transmit = new Transmit({ baseUrl: window.location.origin, maxReconnectAttempts: 20 })
    const subscription = transmit.subscription(channel)
    const stop = subscription.onMessage((data: { zoneId: number; inside: number }) => {
      setCounts((current) => ({ ...current, [data.zoneId]: data.inside }))
    })
    subscription.create().then(
      () => setLive(true),
      () => setLive(false)
    )
    transmit.on('disconnected', () => setLive(false))
    return () => {
      stop()
      void subscription.delete().catch(() => {})
      transmit.close()
    }
  }, [channel])

  return (
    <div className="max-w-3xl">
      <PageTitle title={t('doors.occupancy.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('doors.occupancy.title')}</h1>
      <p className="mb-2 text-slate-600">{t('doors.occupancy.intro')}</p>
      <p role="status" className="mb-4 text-sm font-semibold" data-testid="occupancy-live">
        {live ? (
          <span className="text-green-800">● {t('doors.occupancy.live')}</span>
        ) : (
          <span className="text-slate-700">{t('doors.occupancy.offline')}</span>
        )}
      </p>
      {zones.length === 0 ? (
        <p className="card">{t('doors.occupancy.none')}</p>
      ) : (
        <StaffTable
          head={
            <>
              <th scope="col">{t('doors.occupancy.zone')}</th>
              <th scope="col">{t('doors.occupancy.tournament')}</th>
              <th scope="col" className="text-right">
                {t('doors.occupancy.inside')}
              </th>
              <th scope="col">
                <span className="sr-only">{t('doors.occupancy.who')}</span>
              </th>
            </>
          }
        >
          {zones.map((zone) => (
            <tr key={zone.zoneId} className="border-t border-slate-200">
              <th scope="row" className="py-2 font-semibold">
                {zone.zone}
              </th>
              <td>{zone.tournament}</td>
              <td
                className="text-right text-2xl font-bold tabular-nums"
                data-testid={`inside-${zone.zoneId}`}
              >
                {counts[zone.zoneId] ?? 0}
              </td>
              <td className="text-right">
                <Link
                  route="occupancy.show"
                  routeParams={{ id: zone.zoneId }}
                  className="underline"
                >
                  {t('doors.occupancy.who')}
                  <span className="sr-only"> · {zone.zone}</span>
                </Link>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  )
}
