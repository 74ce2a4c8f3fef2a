import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import StateBadge from '~/components/staff_forms/state_badge'

export type DuplicateShown = {
  pairId: number
  formId: number
  type: string
  name: string
  lastName: string
  document: string | null
  birthDate: string | null
  state: string
  tournament: string
  otherRole: string
  reasons: string[]
}

/**
 * The request's likely duplicates (the same person asking again, in any
 * list): help for staff, who decide; "not the same person" silences a pair.
 */
export default function DuplicatesPanel({
  duplicates,
  canEdit,
}: {
  duplicates: { shown: DuplicateShown[]; hidden: number }
  canEdit: boolean
}) {
  const t = useT()
  const { shown, hidden } = duplicates
  if (shown.length === 0 && hidden === 0) return null
  const notSame = (pairId: number) =>
    router.post(urlFor('review.duplicates.not_same', { id: pairId }), {}, { preserveScroll: true })
  return (
    <section
      className="card mb-4 border-l-4 border-amber-500"
      aria-labelledby="duplicates-title"
      data-testid="duplicates"
    >
      <h2 id="duplicates-title" className="mb-2 text-lg font-semibold">
        {t('review.duplicates.title', { count: shown.length + hidden })}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('review.duplicates.help')}</p>
      <ul className="flex flex-col gap-2">
        {shown.map((duplicate) => (
          <li
            key={duplicate.pairId}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded border border-slate-200 p-2"
          >
            <Link
              route="staff_forms.show"
              routeParams={{ type: duplicate.type, id: duplicate.formId }}
              className="font-semibold text-emerald-800 underline"
            >
              {duplicate.name} {duplicate.lastName}
            </Link>
            <span>
              {t(`form_types.${duplicate.type}`)} · {duplicate.tournament}
              {duplicate.otherRole === 'tutor' && ` · ${t('review.duplicates.as_tutor')}`}
            </span>
            {duplicate.document && <span className="font-mono">{duplicate.document}</span>}
            {duplicate.birthDate && <span>{duplicate.birthDate}</span>}
            <StateBadge state={duplicate.state} />
            <span className="text-sm text-slate-600">
              {t('review.duplicates.matched', {
                reasons: duplicate.reasons
                  .map((reason) => t(`review.reasons.${reason}`))
                  .join(', '),
              })}
            </span>
            {canEdit && (
              <button
                type="button"
                onClick={() => notSame(duplicate.pairId)}
                className="ml-auto inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 font-semibold"
              >
                {t('review.duplicates.not_same')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t('review.duplicates.hidden', { count: hidden })}
        </p>
      )}
    </section>
  )
}
