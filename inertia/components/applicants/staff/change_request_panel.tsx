import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { capitalize } from '~/components/public_form/types'

export type ChangesPanelData = {
  /** Fields staff may ask the applicant to change. */
  fields: string[]
  /** The open round's fields and reasons; null when none is waiting for the applicant. */
  pending: Record<string, string> | null
}

/**
 * A waiting request's "ask the applicant for changes": tick fields, write a
 * reason for each, send; an open round is shown with its reasons. Asking
 * again replaces it (its link stops working).
 */
export default function ChangeRequestPanel({
  formId,
  data,
  canEdit,
}: {
  formId: number
  data: ChangesPanelData
  canEdit: boolean
}) {
  const t = useT()
  const [reasons, setReasons] = useState<Record<string, string>>({})
  const [open, setOpen] = useState(false)
  const label = (name: string) => capitalize(t(`validator.shared.fields.${name}`))
  const marked = Object.fromEntries(Object.entries(reasons).filter(([, reason]) => reason.trim()))
  const send = () =>
    router.post(
      urlFor('applicants.change_requests.store', { id: formId }),
      { fields: marked },
      { preserveScroll: true, onSuccess: () => (setReasons({}), setOpen(false)) }
    )
  if (!canEdit && !data.pending) return null
  return (
    <section className="card mb-4" aria-labelledby="changes-title">
      <h2 id="changes-title" className="mb-2 text-lg font-semibold">
        {t('applicants.changes.title')}
      </h2>
      {data.pending && (
        <div role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="font-medium text-amber-900">{t('applicants.changes.pending')}</p>
          <ul className="list-disc pl-6 text-amber-900">
            {Object.entries(data.pending).map(([name, reason]) => (
              <li key={name}>
                {label(name)}: {reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canEdit && !open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold"
        >
          {t('applicants.changes.send')}
        </button>
      )}
      {canEdit && open && (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">{t('applicants.changes.help')}</p>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="sr-only">{t('applicants.changes.title')}</legend>
            {data.fields.map((name) => {
              const ticked = name in reasons
              return (
                <div key={name} className="flex flex-col gap-1">
                  <label className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={ticked}
                      onChange={(event) =>
                        setReasons(({ [name]: _dropped, ...rest }) =>
                          event.target.checked ? { ...rest, [name]: '' } : rest
                        )
                      }
                    />
                    {label(name)}
                  </label>
                  {ticked && (
                    <input
                      type="text"
                      maxLength={200}
                      aria-label={t('applicants.changes.reason_for', { field: label(name) })}
                      value={reasons[name]}
                      onChange={(event) =>
                        setReasons((current) => ({ ...current, [name]: event.target.value }))
                      }
                      className="rounded-md border border-slate-300 px-3 py-2"
                    />
                  )}
                </div>
              )
            })}
          </fieldset>
          <button
            type="button"
            onClick={send}
            disabled={Object.keys(marked).length === 0}
            className="btn-primary self-start"
          >
            {t('applicants.changes.send')}
          </button>
        </div>
      )}
    </section>
  )
}
