import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'

type Props = {
  people: Data.OrganisationPerson[]
  quotas: Data.OrganisationQuota[]
  /** Staff see the review's flags (likely duplicate, photo). */
  flags?: boolean
  /** The manager's actions on one person. */
  actions?: (person: Data.OrganisationPerson) => ReactNode
}

/** An organisation's people: name, category, state, printed; one card per person on a phone. */
export default function PeopleTable({ people, quotas, flags = false, actions }: Props) {
  const t = useT()
  const quotaOf = new Map(quotas.map((quota) => [quota.id, quota]))
  if (people.length === 0) return <p>{t('organisations.no_people')}</p>
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('organisations.people')}>
      {people.map((person) => {
        const quota = quotaOf.get(person.quotaId)
        const state = person.withdrawn ? 'withdrawn' : person.state
        return (
          <li key={person.id} className="flex flex-col gap-1 py-3" data-person={person.id}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {person.name} {person.lastName}
              </span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                {t(`organisations.states.${state}`)}
              </span>
            </div>
            <p className="text-sm text-slate-600">
              {t(`form_types.${person.type}`)}
              {quota ? ` · ${quota.template}` : ''}
              {person.document ? ` · ${person.document}` : ''}
              {person.printed ? ` · ${t('organisations.printed')}` : ''}
              {person.collected ? ` · ${t('organisations.collected')}` : ''}
              {person.hasPhoto ? '' : ` · ${t('organisations.no_photo')}`}
            </p>
            {flags && (person.possibleDuplicate || person.photoFlagged) && (
              <p className="text-sm font-medium text-amber-800">
                {person.possibleDuplicate ? t('organisations.flags.duplicate') : ''}
                {person.possibleDuplicate && person.photoFlagged ? ' · ' : ''}
                {person.photoFlagged ? t('organisations.flags.photo') : ''}
              </p>
            )}
            {actions && !person.withdrawn && (
              <div className="flex flex-wrap gap-3">{actions(person)}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
