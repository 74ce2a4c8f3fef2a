import type { FormEvent } from 'react'
import { useT } from '~/hooks/use_t'

type Props = {
  scan: string
  onScanChange: (scan: string) => void
  onSubmit: (event: FormEvent) => void
  /** What the button does with the badge: check it at the door, look it up at the till. */
  action: string
}

/** The device desk's badge field (a wedge scanner types into it) and its button. */
export default function DeskScanForm({ scan, onScanChange, onSubmit, action }: Props) {
  const t = useT()
  return (
    <form onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor="desk-scan" className="sr-only">
        {t('desk.scan')}
      </label>
      <input
        id="desk-scan"
        className="field-input"
        value={scan}
        onChange={(event) => onScanChange(event.target.value)}
        placeholder={t('desk.scan')}
        autoComplete="off"
        autoFocus
      />
      <button type="submit" className="btn-primary">
        {action}
      </button>
    </form>
  )
}
