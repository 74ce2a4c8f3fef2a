import { useCallback, useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import { deskRequest, operationKey, type DeskBody } from '~/components/staff_desk/desk_request'
import { signalAnswer } from '~/components/doors/answer_signal'

type Door = Data.Door.Variants['forSteward']
/** The door's answer, or the page's own refusal when the server could not give one (`error`). */
type ScanAnswer = Omit<DeskBody<'door_check.scan'>, 'reason'> & { reason: string }

const RETRY_MS = 1500
/** The answer stays this long (or until the next scan), then the camera is in view again. */
const ANSWER_MS = 5000

/**
 * The steward's screen, phone first: a badge read by a wedge scanner or the
 * camera gets a full-screen green or red answer with the photo, name,
 * category and the reason to say out loud, a sound and a vibration. The
 * field keeps the focus, so the next badge needs no tap. Each scan carries
 * its own key and is sent again until the server answers: one passage.
 */
export default function DoorCheck({ door }: { door: Door }) {
  const t = useT()
  const { locale } = usePage().props
  const [direction, setDirection] = useState<'in' | 'out'>(door.direction === 'out' ? 'out' : 'in')
  const [answer, setAnswer] = useState<ScanAnswer | null>(null)
  const [retrying, setRetrying] = useState(false)

  const onScan = useCallback(
    async (code: string) => {
      const scan = {
        params: { id: door.id },
        body: { scan: code, direction, key: operationKey() },
      }
      let reply = await deskRequest('door_check.scan', scan)
      while (reply === null || reply.status >= 500) {
        setRetrying(true)
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS))
        reply = await deskRequest('door_check.scan', scan)
      }
      setRetrying(false)
      if (!reply.ok) {
        const message = reply.body.message ?? t('errors.generic')
        setAnswer({ verdict: 'deny', reason: 'error', message, holder: null, replayed: false })
        signalAnswer('deny')
        return
      }
      setAnswer(reply.body)
      signalAnswer(reply.body.verdict)
    },
    [direction, door.id, t]
  )

  useEffect(() => {
    if (!answer) return
    const timer = window.setTimeout(() => setAnswer(null), ANSWER_MS)
    return () => window.clearTimeout(timer)
  }, [answer])

  const admitted = answer?.verdict === 'admit'
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <PageTitle title={door.name} />
      <div>
        <h1 className="text-2xl font-bold">{door.name}</h1>
        <p className="text-slate-600">
          {door.zone} · {door.tournament}
        </p>
      </div>
      {door.direction === 'both' && (
        <fieldset className="flex gap-2">
          <legend className="field-label">{t('doors.check.direction')}</legend>
          {(['in', 'out'] as const).map((value) => (
            <label
              key={value}
              className={`flex min-h-11 flex-1 items-center justify-center gap-2 rounded border px-3 font-semibold ${direction === value ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="radio"
                name="direction"
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
                className="size-5"
              />
              {t(`doors.check.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      <ScanField onScan={onScan} label={t('doors.check.scan')} camera />
      {retrying && (
        <p role="status" className="rounded bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          {t('doors.check.retrying')}
        </p>
      )}
      {answer && (
        <section
          data-testid="door-answer"
          data-verdict={answer.verdict}
          role={admitted ? 'status' : 'alert'}
          aria-live="assertive"
          className={`pointer-events-none fixed inset-x-0 top-0 bottom-1/3 z-40 flex flex-col items-center justify-center gap-3 p-6 text-center text-white ${admitted ? 'bg-green-800' : 'bg-red-800'}`}
        >
          <p className="text-5xl font-black tracking-wide uppercase">
            {t(admitted ? 'doors.check.admit' : 'doors.check.deny')}
          </p>
          {answer.holder &&
            (answer.holder.hasPhoto ? (
              <img
                src={urlFor('door_check.photo', { id: door.id, form: answer.holder.id })}
                alt={t('doors.check.photo', {
                  name: `${answer.holder.name} ${answer.holder.lastName}`,
                })}
                className="h-40 w-32 rounded object-cover"
              />
            ) : (
              <p className="text-sm">{t('doors.check.no_photo')}</p>
            ))}
          {answer.holder && (
            <p className="text-2xl font-bold">
              {answer.holder.name} {answer.holder.lastName}
              <span className="block text-lg font-normal" data-testid="door-category">
                {answer.holder.categoryLabel[locale as keyof typeof answer.holder.categoryLabel]}
              </span>
            </p>
          )}
          <p className="text-2xl font-semibold" data-testid="door-reason">
            {answer.message}
          </p>
        </section>
      )}
    </div>
  )
}
