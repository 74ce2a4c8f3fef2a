import { useState, type FormEvent } from 'react'
import { useT } from '~/hooks/use_t'
import { signInStaff } from './desk_sync'
import type { DeskStaff } from './desk_store'

type Props = {
  staff: { id: number; name: string }[]
  online: boolean
  onSignedIn: (staff: DeskStaff) => void
}

/** The organiser asks who works this desk: a name and that person's PIN, checked online. */
export default function StaffSignIn({ staff, online, onSignedIn }: Props) {
  const t = useT()
  const [userId, setUserId] = useState(String(staff[0]?.id ?? ''))
  const [pin, setPin] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const answer = await signInStaff(Number(userId), pin).catch(() => ({
      error: t('desk.pin_offline'),
    }))
    setPin('')
    if ('error' in answer) return setError(answer.error || t('desk.pin_wrong'))
    setError(null)
    onSignedIn(answer.staff)
  }

  if (staff.length === 0) return <p className="card">{t('desk.pin_none')}</p>
  return (
    <form onSubmit={submit} className="card" aria-labelledby="pin-title">
      <h2 id="pin-title" className="mb-1 text-xl font-semibold">
        {t('desk.pin_title')}
      </h2>
      <p className="mb-3">{t('desk.pin_intro')}</p>
      <label htmlFor="pin-staff" className="field-label">
        {t('desk.pin_staff')}
      </label>
      <select
        id="pin-staff"
        className="field-input"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
      >
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      <label htmlFor="pin-code" className="field-label mt-2">
        {t('desk.pin')}
      </label>
      <input
        id="pin-code"
        className="field-input w-32"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
      />
      {(error || !online) && (
        <p className="field-error" role="alert">
          {error ?? t('desk.pin_offline')}
        </p>
      )}
      <button type="submit" className="btn-primary mt-2" disabled={!online}>
        {t('desk.pin_sign_in')}
      </button>
    </form>
  )
}

/** Who works the desk now, and the way to hand it to someone else. */
export function WorkingAs({ staff, onChange }: { staff: DeskStaff; onChange: () => void }) {
  const t = useT()
  return (
    <p className="mb-3 flex items-center gap-3" data-testid="desk-staff">
      <span>{t('desk.working', { name: staff.name })}</span>
      <button type="button" className="btn-secondary" onClick={onChange}>
        {t('desk.change_staff')}
      </button>
    </p>
  )
}
