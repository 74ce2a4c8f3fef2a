import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { deskRequest } from '~/components/staff_desk/desk_request'

type Holder = {
  id: number
  name: string
  lastName: string
  type: string
  state: string
  rfid: string | null
}
type Answer = {
  message?: string
  status?: string
  holder?: { id: number; name: string }
  form?: Holder
}

/**
 * The console's fast assign mode, for a badge scanner and a USB RFID reader
 * (both type their code and Enter): scan a badge, hold its tag on the reader,
 * and the badge field takes the focus again for the next one. A tag held by
 * someone else asks before moving it (Enter confirms, Escape keeps it).
 */
export default function RfidAssignPanel() {
  const t = useT()
  const badge = useRef<HTMLInputElement>(null)
  const tag = useRef<HTMLInputElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const [holder, setHolder] = useState<Holder | null>(null)
  const [pendingTag, setPendingTag] = useState<{ rfid: string; owner: string } | null>(null)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  useEffect(() => badge.current?.focus(), [])
  /** The field that waits for the next input takes the focus once it is enabled. */
  useEffect(() => {
    if (pendingTag) confirmButton.current?.focus()
    else if (holder) tag.current?.focus()
    else badge.current?.focus()
  }, [holder, pendingTag])

  function backToBadge() {
    setHolder(null)
    setPendingTag(null)
  }

  async function scanBadge(code: string) {
    const answer = await deskRequest<Answer>('POST', urlFor('systems.scan'), { code })
    if (!answer || answer.status !== 200 || !answer.body.form) {
      setNotice({ kind: 'error', text: answer?.body.message ?? t('errors.generic') })
      return
    }
    setNotice(null)
    setHolder(answer.body.form)
  }

  async function assign(rfid: string, confirm: boolean) {
    if (!holder) return
    const answer = await deskRequest<Answer>('POST', urlFor('systems.rfid', { id: holder.id }), {
      rfid,
      confirm,
    })
    if (answer?.status === 409 && answer.body.holder) {
      setPendingTag({ rfid, owner: answer.body.holder.name })
      setNotice({ kind: 'error', text: answer.body.message ?? '' })
      return
    }
    if (!answer || answer.status !== 200) {
      setNotice({ kind: 'error', text: answer?.body.message ?? t('errors.generic') })
      window.setTimeout(() => tag.current?.focus(), 0)
      return
    }
    setNotice({
      kind: 'success',
      text: `${holder.name} ${holder.lastName}: ${answer.body.message}`,
    })
    router.reload({ only: ['rows'] })
    backToBadge()
  }

  /** A wedge scanner types the code and Enter: hand over what was typed and clear the field. */
  const onEnter = (
    event: React.KeyboardEvent<HTMLInputElement>,
    handler: (value: string) => void
  ) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const value = event.currentTarget.value.trim()
    event.currentTarget.value = ''
    if (value) handler(value)
  }

  return (
    <section className="card mb-4 flex flex-col gap-3" aria-labelledby="rfid-mode-title">
      <h2 id="rfid-mode-title" className="font-semibold">
        {t('rfid.mode')}
      </h2>
      <p className="text-sm text-slate-600">{t('rfid.mode_help')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="rfid-badge" className="field-label">
            {t('rfid.badge')}
          </label>
          <input
            ref={badge}
            id="rfid-badge"
            className="field-input font-mono"
            autoComplete="off"
            onKeyDown={(event) => onEnter(event, (code) => void scanBadge(code))}
          />
          {holder && (
            <p className="mt-1 text-sm" data-testid="rfid-holder">
              {holder.name} {holder.lastName} ·{' '}
              {holder.rfid ? t('rfid.current', { rfid: holder.rfid }) : t('rfid.none')}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="rfid-tag" className="field-label">
            {t('rfid.tag')}
          </label>
          <input
            ref={tag}
            id="rfid-tag"
            className="field-input font-mono"
            autoComplete="off"
            disabled={!holder || pendingTag !== null}
            onKeyDown={(event) => onEnter(event, (rfid) => void assign(rfid, false))}
          />
        </div>
      </div>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded px-3 py-2 ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
        >
          {notice.text}
        </p>
      )}
      {pendingTag && (
        <div className="flex gap-2" onKeyDown={(event) => event.key === 'Escape' && backToBadge()}>
          <button
            ref={confirmButton}
            type="button"
            className="btn-primary"
            onClick={() => void assign(pendingTag.rfid, true)}
          >
            {t('rfid.confirm')}
          </button>
          <button type="button" className="btn-secondary" onClick={backToBadge}>
            {t('rfid.cancel')}
          </button>
        </div>
      )}
    </section>
  )
}
