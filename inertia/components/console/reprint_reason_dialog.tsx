import { useState } from 'react'
import { useT } from '~/hooks/use_t'

type Props = {
  /** What the server said: how many cards were already printed. */
  message: string
  reasons: string[]
  onReprint: (reason: string) => void
  onCancel: () => void
}

/** A second print of a card says why (misprint, damaged) before it is sent again. */
export default function ReprintReasonDialog({ message, reasons, onReprint, onCancel }: Props) {
  const t = useT()
  const [reason, setReason] = useState(reasons[0] ?? '')
  return (
    <div
      role="dialog"
      aria-label={t('printing.reprint_reason')}
      className="card mb-3 space-y-2 border-amber-300"
    >
      <p>{message}</p>
      <label className="block text-sm">
        <span className="field-label">{t('printing.reprint_reason')}</span>
        <select
          className="field-input"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          {reasons.map((each) => (
            <option key={each} value={each}>
              {t(`badges.reprint_reasons.${each}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <button type="button" className="btn-primary" onClick={() => onReprint(reason)}>
          {t('printing.reprint_send')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('printing.cancel')}
        </button>
      </div>
    </div>
  )
}

/**
 * A print or a send the server refused as a reprint, asked again with a
 * reason: `ask` opens the question with the server's words, `dialog` shows it.
 */
export function useReprintQuestion(reasons: string[]) {
  const [question, setQuestion] = useState<{
    message: string
    retry: (reason: string) => void
  } | null>(null)
  return {
    ask: (message: string, retry: (reason: string) => void) => setQuestion({ message, retry }),
    close: () => setQuestion(null),
    dialog: question && (
      <ReprintReasonDialog
        message={question.message}
        reasons={reasons}
        onReprint={question.retry}
        onCancel={() => setQuestion(null)}
      />
    ),
  }
}
