import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import TitledCard from '~/components/titled_card'

/** What a person search found: their requests in every tournament and the collections they signed. */
export default function PersonMatchList({ match }: { match: Data.PersonMatch }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <div className="mb-4 flex flex-col gap-4">
      {match.requests.length > 0 && (
        <TitledCard
          id="person-requests"
          title={t('privacy_admin.person.requests')}
          headingClassName="mb-2 text-lg font-semibold"
        >
          <ul className="flex flex-col gap-2 text-sm" data-testid="person-requests">
            {match.requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-2">
                <a
                  href={urlFor('staff_forms.show', { type: request.type, id: request.id })}
                  className="font-medium underline"
                >
                  {request.erased ? `#${request.id}` : `${request.name} ${request.lastName}`}
                </a>
                <span className="text-slate-600">
                  {t(`form_types.${request.type}`)} · {request.tournament} ·{' '}
                  {t(`forms_admin.states.${request.state}`)} ·{' '}
                  {formatDate(request.createdAt, { time: false })} ·{' '}
                  {t(
                    request.role === 'guardian'
                      ? 'privacy_admin.person.role_guardian'
                      : 'privacy_admin.person.role_applicant'
                  )}
                </span>
                {request.activeAtGates && (
                  <span className="rounded bg-amber-100 px-2 text-amber-900">
                    {t('privacy_admin.person.at_gates')}
                  </span>
                )}
                {request.erased && (
                  <span className="rounded bg-slate-200 px-2">
                    {t('privacy_admin.person.erased_badge')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
      {match.collections.length > 0 && (
        <TitledCard
          id="person-collections"
          title={t('privacy_admin.person.collections')}
          headingClassName="mb-2 text-lg font-semibold"
        >
          <ul className="flex flex-col gap-1 text-sm">
            {match.collections.map((collection) => (
              <li key={collection.id}>
                <a href={urlFor('collectives.show', { id: collection.id })} className="underline">
                  {collection.name} {collection.lastName}
                </a>
                {collection.signedAt && (
                  <span className="text-slate-600"> · {formatDate(collection.signedAt)}</span>
                )}
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
    </div>
  )
}
