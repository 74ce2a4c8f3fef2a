import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'

export type PhotoVerdict = { problems: string[]; overruled: boolean }

/** The photo check's verdict beside the photo (help: staff decide, and may overrule it). */
export default function PhotoVerdictNote({
  formId,
  verdict,
  canEdit,
}: {
  formId: number
  verdict: PhotoVerdict | null
  canEdit: boolean
}) {
  const t = useT()
  if (!verdict) return null
  if (verdict.problems.length === 0)
    return <p className="mt-2 text-sm text-emerald-800">{t('review.photo.fine')}</p>
  return (
    <div
      className="mt-2 rounded border-l-4 border-amber-500 bg-amber-50 p-2"
      data-testid="photo-check"
    >
      <p className="text-sm font-semibold">{t('review.photo.title')}</p>
      <ul className="list-disc pl-5 text-sm">
        {verdict.problems.map((problem) => (
          <li key={problem}>{t(`review.photo.problems.${problem}`)}</li>
        ))}
      </ul>
      {verdict.overruled ? (
        <p className="mt-1 text-sm text-slate-700">{t('review.photo.overruled')}</p>
      ) : (
        canEdit && (
          <button
            type="button"
            onClick={() =>
              router.post(
                urlFor('review.photos.overrule', { id: formId }),
                {},
                { preserveScroll: true }
              )
            }
            className="mt-2 inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 font-semibold"
          >
            {t('review.photo.overrule')}
          </button>
        )
      )}
    </div>
  )
}
