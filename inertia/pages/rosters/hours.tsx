import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = {
  tournament: { id: number; name: string }
  people: {
    id: number
    name: string
    type: string
    shifts: number
    worked: number
    noShows: number
    minutes: number
    credits: number
  }[]
}

/** Rosters → no-shows and hours per person of the published roster, with meal credits earned. */
export default function RosterHours({ tournament, people }: Props) {
  const t = useT()
  const params = { tournament: tournament.id }
  const title = t('rosters.hours.title', { name: tournament.name })
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <a href={urlFor('rosters.export', params)} className="underline">
          {t('rosters.grid.export')}
        </a>
      </div>
      {people.length === 0 ? (
        <p className="card">{t('rosters.hours.none')}</p>
      ) : (
        <StaffTable
          head={
            <>
              <th scope="col">{t('rosters.export.person')}</th>
              <th scope="col">{t('rosters.export.shifts')}</th>
              <th scope="col">{t('rosters.export.worked')}</th>
              <th scope="col">{t('rosters.export.no_shows')}</th>
              <th scope="col">{t('rosters.export.hours')}</th>
              <th scope="col">{t('rosters.export.credits')}</th>
            </>
          }
        >
          {people.map((person) => (
            <tr key={person.id} className="border-t border-slate-200">
              <th scope="row" className="py-1 text-left">
                <Link
                  route="rosters.person"
                  routeParams={{ ...params, form: person.id }}
                  className="underline"
                >
                  {person.name}
                </Link>
              </th>
              <td>{person.shifts}</td>
              <td>{person.worked}</td>
              <td>{person.noShows}</td>
              <td>{(person.minutes / 60).toFixed(1)}</td>
              <td>{person.credits}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  )
}
