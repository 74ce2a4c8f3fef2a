import { useT } from '~/hooks/use_t'

export type RejectionChoice = { reason: string; note: string }

type Props = {
  reasons: { id: string; label: string }[]
  value: RejectionChoice
  onChange: (value: RejectionChoice) => void
}

/** What the applicant is told with a rejection: a configured reason and words of staff's own. */
export default function RejectionFields({ reasons, value, onChange }: Props) {
  const t = useT()
  return (
    <div className="mb-4 grid max-w-3xl gap-3 sm:grid-cols-2">
      {reasons.length > 0 && (
        <div>
          <label htmlFor="rejection-reason" className="field-label">
            {t('applicants.reject.reason')}
          </label>
          <select
            id="rejection-reason"
            className="field-input"
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
          >
            <option value="">{t('applicants.reject.no_reason')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="rejection-note" className="field-label">
          {t('applicants.reject.note')}
        </label>
        <textarea
          id="rejection-note"
          className="field-input"
          rows={2}
          maxLength={1000}
          value={value.note}
          onChange={(event) => onChange({ ...value, note: event.target.value })}
        />
      </div>
    </div>
  )
}
