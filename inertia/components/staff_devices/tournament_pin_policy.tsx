import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import CheckboxField from '~/components/checkbox_field'
import TitledCard from '~/components/titled_card'

type Tournament = Data.Tournament.Variants['forDevices']

/** Per tournament: whether every one of its devices asks who is working (a staff PIN). */
export default function TournamentPinPolicy({ tournaments }: { tournaments: Tournament[] }) {
  const t = useT()
  if (tournaments.length === 0) return null
  return (
    <TitledCard
      id="pin-policy"
      title={t('devices.pin.title')}
      className="mt-6"
      headingClassName="mb-2 text-xl font-semibold"
    >
      {tournaments.map((tournament) => (
        <Form
          key={tournament.id}
          route="devices.tournament_pin"
          routeParams={{ id: tournament.id }}
          className="flex flex-wrap items-center gap-3"
        >
          <CheckboxField
            name="required"
            id={`pin-required-${tournament.id}`}
            label={t('devices.pin.tournament', { tournament: tournament.name })}
            defaultChecked={tournament.pinRequired}
          />
          <button type="submit" className="btn-secondary">
            {t('devices.pin.save')}
            <span className="sr-only"> · {tournament.name}</span>
          </button>
        </Form>
      ))}
    </TitledCard>
  )
}
