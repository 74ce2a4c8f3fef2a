import { useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { deskRequest, refusedWith, type DeskBody } from '~/components/staff_desk/desk_request'
import PointerButton from '~/components/staff_desk/pointer_button'

type Holder = DeskBody<'systems.scan'>['form']

/**
 * The console's fast assign mode, for a badge scanner and a USB RFID reader
 * (both type their code and Enter): scan a badge, hold its tag on the reader,
 * and the badge field takes the focus again for the next one. A tag held by
 * someone else asks before moving it; only a click or a touch answers (Esc
 * keeps the tag where it is). A scan that arrives while the question is open
 * is refused and the question stays: a scanner's Enter never moves a tag.
 */
export default function RfidAssignPanel() {
  const t = useT()
  const badge = useRef<HTMLInputElement>(null)
  const tag = useRef<HTMLInputElement>(null)
  const [holder, setHolder] = useState<Holder | null>(null)
  const [question, setQuestion] = useState<{ rfid: string; text: string } | null>(null)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  useEffect(() => badge.current?.focus(), [])
  /** The field that waits for the next input takes the focus once it is enabled. */
  useEffect(() => {
    if (holder && !question) tag.current?.focus()
    else badge.current?.focus()
  }, [holder, question])

  function backToBadge() {
    setHolder(null)
    setQuestion(null)
  }

  function answerFirst() {
    setNotice({ kind: 'error', text: t('scanning.answer_first') })
  }

  async function scanBadge(code: string) {
    const answer = await deskRequest('systems.scan', { body: { code } })
    if (!answer?.ok) {
      setNotice({ kind: 'error', text: answer?.body.message ?? t('errors.generic') })
      return
    }
    setNotice(null)
    setHolder(answer.body.form)
  }

  async function assign(rfid: string, confirm: boolean) {
    if (!holder) return
    const answer = await deskRequest('systems.rfid', {
      params: { id: holder.id },
      body: { rfid, confirm },
    })
    if (refusedWith(answer, 409) && answer.body.holder) {
      setQuestion({ rfid, text: answer.body.message })
      setNotice(null)
      return
    }
    if (!answer?.ok) {
      setQuestion(null)
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
    if (question) return answerFirst()
    if (value) handler(value)
  }

  return (
    <section
      className="card mb-4 flex flex-col gap-3"
      aria-labelledby="rfid-mode-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && question) backToBadge()
      }}
    >
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
            disabled={!holder || question !== null}
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
      {question && (
        <div
          role="group"
          aria-labelledby="rfid-question"
          className="flex flex-col gap-2 rounded border border-amber-300 bg-amber-50 p-3"
        >
          <p id="rfid-question" className="font-semibold text-amber-900">
            {question.text}
          </p>
          <p className="text-sm text-amber-900">{t('scanning.pointer_only')}</p>
          <div className="flex gap-2">
            <PointerButton
              className="btn-primary"
              onPress={() => void assign(question.rfid, true)}
              onKeyPress={answerFirst}
            >
              {t('rfid.confirm')}
            </PointerButton>
            <PointerButton className="btn-secondary" onPress={backToBadge} onKeyPress={answerFirst}>
              {t('rfid.cancel')}
            </PointerButton>
          </div>
        </div>
      )}
    </section>
  )
}
