import { useCallback, useEffect, useRef, useState } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import { postJson } from '~/components/printing/post_json'

type Job = {
  id: number
  formId: number
  name: string
  lastName: string
  reprintReason: string | null
  failureReason: string | null
  takenOverFrom: string | null
}
type QueueRow = {
  id: number
  name: string
  lastName: string
  state: string
  reprintReason: string | null
  failureReason: string | null
  printedBy: string | null
  templateVersion: number
  printedAt: string | null
}
type Props = { station: { id: number; name: string }; reasons: string[] }

/** How often the page asks for work: it is its heartbeat and renews its claim. */
const POLL_MS = 2000

/**
 * The page kept open at a station's printer. Its id for claims is kept in
 * this browser, so a reload resumes the job it held; it asks for work every
 * two seconds, shows the card the server gave it (a one-card PDF), prints it
 * with the browser, and confirms it or sends it back with why it failed.
 */
export default function PrintStation({ station, reasons }: Props) {
  const t = useT()
  const [token] = useState(() => {
    const key = `print-station-token:${station.id}`
    const kept = window.localStorage.getItem(key)
    if (kept) return kept
    const made = crypto.randomUUID()
    window.localStorage.setItem(key, made)
    return made
  })
  const [job, setJob] = useState<Job | null>(null)
  const [queue, setQueue] = useState<QueueRow[]>([])
  const [pdf, setPdf] = useState<{ job: number; url: string } | null>(null)
  const [offline, setOffline] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [reason, setReason] = useState(reasons[0] ?? 'misprint')
  const frame = useRef<HTMLIFrameElement>(null)
  const shown = useRef<number | null>(null)

  const poll = useCallback(async () => {
    const answer = await postJson<{ job: Job | null; queue: QueueRow[] }>(
      urlFor('print_stations.claim', { id: station.id }),
      { token }
    )
    if (!answer || !answer.ok) {
      setOffline(true)
      return null
    }
    setOffline(false)
    setJob(answer.body.job)
    setQueue(answer.body.queue)
    return answer.body.job
  }, [station.id, token])

  useEffect(() => {
    const first = setTimeout(() => void poll(), 0)
    const timer = setInterval(() => void poll(), POLL_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [poll])

  /**
   * A new job: its card, drawn by the server with the template version it
   * was sent with. A card that could not be drawn says why and is asked
   * for again at the next poll (a job refused for good is gone by then).
   */
  useEffect(() => {
    if (!job) {
      shown.current = null
      return
    }
    if (shown.current === job.id) return
    shown.current = job.id
    void (async () => {
      const response = await fetch(
        urlFor('print_stations.pdf', { id: station.id, job: job.id }, { qs: { token } }),
        { credentials: 'same-origin' }
      ).catch(() => null)
      if (!response?.ok) {
        const refusal = (await response?.json().catch(() => null)) as { message?: string } | null
        setMessage(refusal?.message ?? t('printing.card_failed'))
        shown.current = null
        return
      }
      const url = URL.createObjectURL(await response.blob())
      setPdf((old) => {
        if (old) URL.revokeObjectURL(old.url)
        return { job: job.id, url }
      })
    })()
  }, [job, station.id, token, t])

  /**
   * The browser's print dialog stops this page's timers: the claim is
   * renewed right before it opens (a held job's lease outlasts the dialog).
   */
  async function print(jobId: number) {
    const still = await poll()
    if (still?.id === jobId) frame.current?.contentWindow?.print()
  }

  async function settle(action: 'confirm' | 'fail') {
    if (!job) return
    const answer = await postJson(
      urlFor(action === 'confirm' ? 'print_stations.confirm' : 'print_stations.fail', {
        id: station.id,
        job: job.id,
      }),
      action === 'confirm' ? { token } : { token, reason }
    )
    setMessage(answer?.body.message ?? t('printing.offline_poll'))
    shown.current = null
    await poll()
  }

  return (
    <div className="max-w-5xl">
      <PageTitle title={t('printing.station', { name: station.name })} />
      <h1 className="mb-3 text-2xl font-bold">{t('printing.station', { name: station.name })}</h1>
      {offline && (
        <p role="alert" className="mb-3 rounded bg-amber-50 px-3 py-2 text-amber-900">
          {t('printing.offline_poll')}
        </p>
      )}
      {message && (
        <p role="status" className="mb-3 rounded bg-slate-100 px-3 py-2">
          {message}
        </p>
      )}
      <section className="card mb-4" aria-label={t('printing.now')} data-testid="current-job">
        <h2 className="mb-2 font-semibold">{t('printing.now')}</h2>
        {!job && <p className="text-slate-600">{t('printing.waiting')}</p>}
        {job && (
          <div className="space-y-2">
            <p className="text-xl font-bold" data-job-id={job.id}>
              {job.name} {job.lastName}
            </p>
            {job.reprintReason && (
              <p className="text-sm">
                {t('printing.reprint', { reason: reasonLabel(t, job.reprintReason) })}
              </p>
            )}
            {job.takenOverFrom && (
              <p className="text-sm text-amber-800">
                {t('printing.taken_over', { station: job.takenOverFrom })}
              </p>
            )}
            {pdf && pdf.job === job.id && (
              <iframe
                ref={frame}
                title={`${job.name} ${job.lastName}`}
                src={pdf.url}
                className="h-72 w-full rounded border border-slate-200"
              />
            )}
            <div className="flex flex-wrap items-end gap-2">
              <button
                type="button"
                className="btn-secondary"
                disabled={pdf?.job !== job.id}
                onClick={() => void print(job.id)}
              >
                {t('printing.print')}
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={pdf?.job !== job.id}
                onClick={() => void settle('confirm')}
              >
                {t('printing.printed')}
              </button>
              <label className="text-sm">
                <span className="field-label">{t('printing.reason')}</span>
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
              <button type="button" className="btn-danger" onClick={() => void settle('fail')}>
                {t('printing.failed_button')}
              </button>
            </div>
          </div>
        )}
      </section>
      <h2 className="mb-2 font-semibold">{t('printing.queue')}</h2>
      {queue.length === 0 ? (
        <p className="card">{t('printing.empty_queue')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {queue.map((row) => (
            <li
              key={row.id}
              data-queue-state={row.state}
              className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2 text-sm"
            >
              <span className="font-medium">
                {row.name} {row.lastName}
              </span>
              <span>{t(`printing.states.${row.state}`)}</span>
              <span>
                {t('printing.columns.template')}:{' '}
                {row.templateVersion
                  ? t('printing.template_version', { version: row.templateVersion })
                  : t('printing.standard')}
              </span>
              {row.printedBy && (
                <span>
                  {t('printing.columns.station')}: {row.printedBy}
                </span>
              )}
              {row.reprintReason && (
                <span>
                  {t('printing.columns.reason')}: {reasonLabel(t, row.reprintReason)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A reason staff chose, in their language; a free text as written. */
function reasonLabel(t: (key: string) => string, reason: string) {
  const key = `badges.reprint_reasons.${reason}`
  const label = t(key)
  return label === key ? reason : label
}
