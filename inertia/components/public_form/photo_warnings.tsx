import { useT } from '~/hooks/use_t'
import type { PhotoCheckState } from './use_photo_check'

/**
 * What the photo check found, next to the photo. A live region present from
 * the start, so screen readers announce the verdict when it arrives; the
 * applicant may still send the photo.
 */
export default function PhotoWarnings({ id, state }: { id: string; state: PhotoCheckState }) {
  const t = useT()
  const problems = state.status === 'done' ? state.problems : []
  return (
    <div id={id} role="status" aria-live="polite" className="mt-2 text-sm">
      {state.status === 'checking' && (
        <p className="text-slate-700">{t('forms.photo.check.checking')}</p>
      )}
      {state.status === 'done' && problems.length === 0 && (
        <p className="text-emerald-800">{t('forms.photo.check.fine')}</p>
      )}
      {problems.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{t('forms.photo.check.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{t(`forms.photo.check.problems.${problem}`)}</li>
            ))}
          </ul>
          <p className="mt-1">{t('forms.photo.check.still_send')}</p>
        </div>
      )}
    </div>
  )
}
