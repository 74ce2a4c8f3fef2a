import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { deskRequest, refusedWith } from '~/components/staff_desk/desk_request'
import PointerButton from '~/components/staff_desk/pointer_button'

/**
 * A request's RFID tag on its page: a reader types the UID and Enter into the
 * field; a tag held by someone else is moved only when confirmed with a click
 * or a touch (a reader's Enter while the question is open is refused); empty
 * removes it. The page reloads its credential and history after a change.
 */
export default function RfidField({ formId, current }: { formId: number; current: string | null }) {
  const t = useT()
  const [value, setValue] = useState('')
  const [taken, setTaken] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  function answerFirst() {
    setNotice({ kind: 'error', text: t('scanning.answer_first') })
  }

  async function save(rfid: string, confirm = false) {
    const answer = await deskRequest('systems.rfid', {
      params: { id: formId },
      body: { rfid, confirm },
    })
    if (refusedWith(answer, 409) && answer.body.holder) {
      setTaken(rfid)
      setNotice({ kind: 'error', text: answer.body.message })
      return
    }
    setTaken(null)
    if (!answer?.ok) {
      setNotice({ kind: 'error', text: answer?.body.message ?? t('errors.generic') })
      return
    }
    setValue('')
    setNotice({ kind: 'success', text: answer.body.message })
    router.reload({ only: ['form', 'logs'] })
  }

  return (
    <section
      className="card"
      aria-labelledby="rfid-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && taken) setTaken(null)
      }}
    >
      <h2 id="rfid-title" className="mb-3 text-lg font-semibold">
        {t('rfid.field')}
      </h2>
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (taken) return answerFirst()
          void save(value)
        }}
      >
        <label htmlFor="rfid-input" className="sr-only">
          {t('rfid.field')}
        </label>
        <input
          id="rfid-input"
          className="field-input min-w-0 flex-1 font-mono"
          autoComplete="off"
          placeholder={current ?? ''}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn-primary" disabled={value.trim() === ''}>
          {t('rfid.save')}
        </button>
        {current && (
          <button type="button" className="btn-secondary" onClick={() => void save('')}>
            {t('rfid.remove')}
          </button>
        )}
      </form>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm ${notice.kind === 'error' ? 'text-red-800' : 'text-green-800'}`}
        >
          {notice.text}
        </p>
      )}
      {taken && (
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t('scanning.pointer_only')}</p>
          <div className="flex gap-2">
            <PointerButton
              className="btn-primary"
              onPress={() => void save(taken, true)}
              onKeyPress={answerFirst}
            >
              {t('rfid.confirm')}
            </PointerButton>
            <PointerButton
              className="btn-secondary"
              onPress={() => setTaken(null)}
              onKeyPress={answerFirst}
            >
              {t('rfid.cancel')}
            </PointerButton>
          </div>
        </div>
      )}
    </section>
  )
}
