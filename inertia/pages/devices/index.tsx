import { useState } from 'react'
import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import TitledCard from '~/components/titled_card'
import OverdraftList from '~/components/staff_devices/overdraft_list'
import OfflineRefusalList from '~/components/staff_devices/offline_refusal_list'
import TournamentPinPolicy from '~/components/staff_devices/tournament_pin_policy'

type Props = {
  devices: Data.Device.Variants['forList'][]
  /** Where a new device may be: this year's tournaments, their zones, the restaurants. */
  tournaments: Data.Tournament.Variants['forDevices'][]
  zones: Data.Zone.Variants['forDeviceChoice'][]
  restaurants: Data.Restaurant.Variants['forDesk'][]
  overdrafts: Data.Overdraft[]
  /** Offline deductions refused beyond a restaurant's offline allowance, for review. */
  offlineRefusals: Data.OfflineRefusal[]
}

/** "3 min": how old a moment is, coarsely. */
function age(iso: string | null, now: number) {
  if (!iso) return null
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000))
  return seconds < 120
    ? { value: seconds, unit: 's' }
    : { value: Math.round(seconds / 60), unit: 'min' }
}

/** Configuration → Devices: desks paired to devices, their health, and offline overdrafts. */
export default function Devices({
  devices,
  tournaments,
  zones,
  restaurants,
  overdrafts,
  offlineRefusals,
}: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const [kind, setKind] = useState('door')
  const [tournamentId, setTournamentId] = useState(String(tournaments[0]?.id ?? ''))
  const [now] = useState(() => Date.now())
  return (
    <div className="max-w-5xl">
      <PageTitle title={t('devices.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('devices.title')}</h1>
      <p className="mb-4 text-slate-600">{t('devices.intro')}</p>
      {devices.length > 0 ? (
        <StaffTable
          head={
            <>
              <th scope="col">{t('devices.name')}</th>
              <th scope="col">{t('devices.desk')}</th>
              <th scope="col">{t('devices.state')}</th>
              <th scope="col">{t('devices.last_seen')}</th>
              <th scope="col">{t('devices.app_version')}</th>
              <th scope="col">{t('devices.queued')}</th>
              <th scope="col">{t('devices.data_age')}</th>
              <th scope="col">
                <span className="sr-only">{t('devices.actions')}</span>
              </th>
            </>
          }
        >
          {devices.map((device) => {
            const dataAge = age(device.dataAt, now)
            return (
              <tr key={device.id} className="border-t border-slate-200">
                <th scope="row" className="py-2">
                  <Link route="devices.show" routeParams={{ id: device.id }} className="underline">
                    {device.name}
                  </Link>
                </th>
                <td>
                  {t(`devices.kinds.${device.kind}`)}
                  {device.desk && `: ${device.desk}`} ({device.tournament})
                </td>
                <td>{t(`devices.states.${device.state}`)}</td>
                <td>{device.lastSeenAt ? formatDate(device.lastSeenAt) : t('devices.never')}</td>
                <td>{device.appVersion ?? ''}</td>
                <td>{device.queuedActions}</td>
                <td>{dataAge ? t(`devices.age_${dataAge.unit}`, { value: dataAge.value }) : ''}</td>
                <td className="text-right">
                  {device.state !== 'revoked' && (
                    <Form route="devices.revoke" routeParams={{ id: device.id }}>
                      <button type="submit" className="btn-secondary">
                        {t('devices.revoke')}
                        <span className="sr-only"> · {device.name}</span>
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            )
          })}
        </StaffTable>
      ) : (
        <p className="card">{t('devices.none')}</p>
      )}

      <TitledCard
        id="new-device"
        title={t('devices.new')}
        className="mt-6"
        headingClassName="mb-2 text-xl font-semibold"
      >
        <Form route="devices.store" className="grid gap-3 sm:grid-cols-2">
          {({ errors }) => (
            <>
              <TextField name="name" label={t('devices.name')} error={errors.name} required />
              <SelectField
                name="kind"
                label={t('devices.kind')}
                value={kind}
                onChange={(event) => setKind(event.target.value)}
                options={[
                  { value: 'door', label: t('devices.kinds.door') },
                  { value: 'till', label: t('devices.kinds.till') },
                  { value: 'collection', label: t('devices.kinds.collection') },
                ]}
              />
              <SelectField
                name="tournamentId"
                label={t('devices.tournament')}
                value={tournamentId}
                onChange={(event) => setTournamentId(event.target.value)}
                options={tournaments.map((item) => ({ value: item.id, label: item.name }))}
                error={errors.tournamentId}
              />
              {/* A collection desk serves its tournament: nothing more to choose. */}
              {kind === 'collection' ? null : kind === 'door' ? (
                <SelectField
                  name="zoneId"
                  label={t('devices.zone')}
                  options={zones
                    .filter((zone) => String(zone.tournamentId) === tournamentId)
                    .map((zone) => ({ value: zone.id, label: zone.name }))}
                  error={errors.zoneId}
                />
              ) : (
                <SelectField
                  name="restaurantId"
                  label={t('devices.restaurant')}
                  options={restaurants.map((item) => ({
                    value: item.id,
                    label: item.name,
                  }))}
                  error={errors.restaurantId}
                />
              )}
              <div className="sm:col-span-2">
                <button type="submit" className="btn-primary">
                  {t('devices.create')}
                </button>
              </div>
            </>
          )}
        </Form>
      </TitledCard>

      <TournamentPinPolicy tournaments={tournaments} />
      <OverdraftList overdrafts={overdrafts} />
      <OfflineRefusalList refusals={offlineRefusals} />
    </div>
  )
}
