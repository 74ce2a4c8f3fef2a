import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Person = {
  id: number
  name: string
  lastName: string
  category: string
  type: string
  phone: string | null
  hasPhoto: boolean
}
type Props = { zone: Data.Zone.Variants['forInside']; people: Person[] }

/** Who is inside a zone now, for an evacuation: printable, exportable. */
export default function Inside({ zone, people }: Props) {
  const t = useT()
  const title = t('doors.inside.title', { zone: zone.name })
  return (
    <div className="max-w-4xl">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mb-3 text-slate-600">
        {zone.tournament} ·{' '}
        <span data-testid="inside-count">{t('doors.inside.count', { count: people.length })}</span>
      </p>
      <div className="mb-4 flex gap-2 print:hidden">
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {t('doors.inside.print')}
        </button>
        <a className="btn-secondary" href={urlFor('occupancy.export', { id: zone.id })}>
          {t('doors.inside.export')}
        </a>
      </div>
      {people.length > 0 && (
        <StaffTable
          head={
            <>
              <th scope="col">{t('doors.inside.columns.photo')}</th>
              <th scope="col">{t('doors.inside.columns.last_name')}</th>
              <th scope="col">{t('doors.inside.columns.name')}</th>
              <th scope="col">{t('doors.inside.columns.category')}</th>
              <th scope="col">{t('doors.inside.columns.phone')}</th>
            </>
          }
        >
          {people.map((person) => (
            <tr key={person.id} className="border-t border-slate-200">
              <td className="py-1">
                {person.hasPhoto ? (
                  <img
                    src={urlFor('occupancy.photo', { id: zone.id, form: person.id })}
                    alt={t('doors.inside.photo', { name: `${person.name} ${person.lastName}` })}
                    className="h-16 w-12 rounded object-cover"
                    loading="lazy"
                  />
                ) : null}
              </td>
              <td className="font-semibold">{person.lastName}</td>
              <td>{person.name}</td>
              <td>{person.category}</td>
              <td>{person.phone ? <a href={`tel:${person.phone}`}>{person.phone}</a> : null}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  )
}
