import { useEffect, useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'
import RejectionFields, { type RejectionChoice } from '~/components/staff_forms/rejection_fields'

type Props = {
  /** How many requests the rejection covers. */
  count: number
  reasons: { id: string; label: string }[]
  onReject: (choice: RejectionChoice) => void
  onCancel: () => void
}

/**
 * Rejecting several requests at once is hard to undo by hand: staff confirm
 * it here, with the reason and words the applicants' mails will carry.
 */
export default function RejectDialog({ count, reasons, onReject, onCancel }: Props) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [choice, setChoice] = useState<RejectionChoice>({ reason: '', note: '' })

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="reject-dialog-title"
      className="w-full max-w-2xl rounded-lg p-5 text-slate-900 backdrop:bg-slate-900/50"
      onCancel={onCancel}
    >
      <h2 id="reject-dialog-title" className="mb-4 text-lg font-semibold">
        {t('forms_admin.confirm_reject', { count })}
      </h2>
      <RejectionFields reasons={reasons} value={choice} onChange={setChoice} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white"
          onClick={() => onReject(choice)}
        >
          {t('forms_admin.reject')}
        </button>
      </div>
    </dialog>
  )
}
