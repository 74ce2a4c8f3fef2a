import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TitledCard from '~/components/titled_card'
import CheckboxField from '~/components/checkbox_field'

type Props = {
  device: Data.Device
  /** Only right after it was made: the code is shown once. */
  pairing: { code: string; minutes: number; text: string; svg: string } | null
}

/** One device: its desk and, right after it was asked for, the pairing code as a QR code. */
export default function DeviceShow({ device, pairing }: Props) {
  const t = useT()
  return (
    <div className="max-w-3xl">
      <PageTitle title={device.name} />
      <p className="mb-2">
        <Link route="devices.index" className="underline">
          {t('devices.title')}
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold">{device.name}</h1>
      <p className="mb-4 text-slate-600">
        {t(`devices.kinds.${device.kind}`)}
        {device.desk && `: ${device.desk}`} ({device.tournament}) ·{' '}
        {t(`devices.states.${device.state}`)}
      </p>
      {device.state !== 'revoked' && (
        <Form
          route="devices.pin"
          routeParams={{ id: device.id }}
          className="mb-4 flex flex-wrap items-center gap-3"
        >
          <CheckboxField
            name="required"
            label={t('devices.pin.device')}
            defaultChecked={device.pinRequired}
          />
          <button type="submit" className="btn-secondary">
            {t('devices.pin.save')}
          </button>
          {device.tournamentPinRequired && (
            <span className="text-slate-600">{t('devices.pin.from_tournament')}</span>
          )}
        </Form>
      )}
      {pairing ? (
        <TitledCard
          id="pairing"
          title={t('devices.pairing.title')}
          headingClassName="mb-2 text-xl font-semibold"
        >
          <p className="mb-2">{t('devices.pairing.intro', { minutes: pairing.minutes })}</p>
          <img
            src={`data:image/svg+xml;base64,${btoa(pairing.svg)}`}
            alt={t('devices.pairing.qr_alt')}
            width={256}
            height={256}
            data-pairing-qr
          />
          <p className="mt-2">
            {t('devices.pairing.code')}:{' '}
            <code className="text-lg font-bold tracking-widest">{pairing.code}</code>
          </p>
        </TitledCard>
      ) : (
        device.state !== 'revoked' && (
          <Form route="devices.pairing" routeParams={{ id: device.id }}>
            <button type="submit" className="btn-primary">
              {t(device.state === 'paired' ? 'devices.pairing.again' : 'devices.pairing.new')}
            </button>
          </Form>
        )
      )}
    </div>
  )
}
