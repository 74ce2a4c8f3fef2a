import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = {
  tournament: { id: number; name: string }
  person: {
    id: number
    name: string
    type: string
    shifts: number
    worked: number
    noShows: number
    minutes: number
    credits: number
  }
  timeline: {
    shiftId: number
    day: string
    startsAt: string
    endsAt: string
    position: string
    checkedIn: boolean
    workedMinutes: number | null
  }[]
}

/** Rosters → one person's timeline: their shifts in order, what they worked, meal credits. */
export default function RosterPerson({ tournament, person, timeline }: Props) {
  const t = useT()
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageTitle title={person.name} />
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{person.name}</h1>
        <span className="text-slate-600">{t(`form_types.${person.type}`)}</span>
        <Link
          route="rosters.grid"
          routeParams={{ tournament: tournament.id }}
          className="underline"
        >
          {t('rosters.links.grid')}
        </Link>
      </div>
      <p data-testid="person-summary">
        {t('rosters.person.summary', {
          shifts: person.shifts,
          worked: person.worked,
          noShows: person.noShows,
          hours: (person.minutes / 60).toFixed(1),
          credits: person.credits,
        })}
      </p>
      <StaffTable
        head={
          <>
            <th scope="col">{t('rosters.fields.day')}</th>
            <th scope="col">{t('rosters.fields.time')}</th>
            <th scope="col">{t('rosters.fields.position')}</th>
            <th scope="col">{t('rosters.person.worked')}</th>
          </>
        }
      >
        {timeline.map((entry) => (
          <tr key={entry.shiftId} className="border-t border-slate-200">
            <td>{entry.day}</td>
            <td>
              {entry.startsAt}–{entry.endsAt}
            </td>
            <td>{entry.position}</td>
            <td>
              {entry.workedMinutes !== null
                ? t('rosters.person.minutes', { minutes: entry.workedMinutes })
                : entry.checkedIn
                  ? t('rosters.board.in')
                  : ''}
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
