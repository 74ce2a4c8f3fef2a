import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import { deskRequest, operationKey } from '~/components/staff_desk/desk_request'

type BoardPerson = {
  id: number
  name: string
  state: 'in' | 'out' | 'late' | 'no_show' | 'expected'
}
type Props = {
  tournament: { id: number; name: string }
  positions: { id: number; name: string }[]
  positionId: number | null
  board: {
    date: string
    time: string
    shifts: {
      id: number
      position: string
      startsAt: string
      endsAt: string
      people: BoardPerson[]
    }[]
  }
}

const RETRY_MS = 1500
/** The board is read again this often: late and no-show appear without a reload. */
const BOARD_MS = 15_000

const STATE_CLASS: Record<BoardPerson['state'], string> = {
  in: 'bg-green-100 text-green-900',
  out: 'bg-slate-200 text-slate-900',
  late: 'bg-amber-100 text-amber-900',
  no_show: 'bg-red-100 text-red-900',
  expected: 'bg-white text-slate-900',
}

/**
 * Rosters → the shift desk: a badge read by a keyboard wedge checks its
 * holder in to today's shift or out of it (each scan under its own key,
 * sent again until answered: applied once); the board shows who is in,
 * late or missing, and refreshes itself for the position's lead.
 */
export default function ShiftDesk({ tournament, positions, positionId, board }: Props) {
  const t = useT()
  const [answer, setAnswer] = useState<{ outcome: string; message: string } | null>(null)
  const [retrying, setRetrying] = useState(false)

  useEffect(() => {
    const timer = window.setInterval(() => router.reload({ only: ['board'] }), BOARD_MS)
    return () => window.clearInterval(timer)
  }, [])

  const onScan = useCallback(
    async (code: string) => {
      const scan = {
        params: { tournament: tournament.id },
        query: positionId ? { position: positionId } : {},
        body: { scan: code, key: operationKey() },
      }
      let reply = await deskRequest('rosters.desk.scan', scan as never)
      while (reply === null || reply.status >= 500) {
        setRetrying(true)
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS))
        reply = await deskRequest('rosters.desk.scan', scan as never)
      }
      setRetrying(false)
      if (!reply.ok) {
        setAnswer({ outcome: 'error', message: reply.body.message ?? t('errors.generic') })
        return
      }
      setAnswer({ outcome: reply.body.outcome, message: reply.body.message })
      router.reload({ only: ['board'] })
    },
    [positionId, tournament.id, t]
  )

  const good = answer?.outcome === 'checked_in' || answer?.outcome === 'checked_out'
  const title = t('rosters.desk.title', { name: tournament.name })
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <nav aria-label={t('rosters.desk.positions')} className="flex flex-wrap gap-2">
        {[{ id: null, name: t('rosters.desk.all') }, ...positions].map((position) => (
          <a
            key={position.id ?? 'all'}
            href={`?${position.id ? `position=${position.id}` : ''}`}
            aria-current={position.id === positionId ? 'page' : undefined}
            className={`rounded border px-3 py-1 ${position.id === positionId ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300'}`}
          >
            {position.name}
          </a>
        ))}
      </nav>
      <ScanField onScan={onScan} label={t('rosters.desk.scan')} />
      {retrying && (
        <p role="status" className="rounded bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          {t('rosters.desk.retrying')}
        </p>
      )}
      {answer && (
        <p
          data-testid="desk-answer"
          data-outcome={answer.outcome}
          role={good ? 'status' : 'alert'}
          className={`rounded px-4 py-3 text-lg font-semibold ${good ? 'bg-green-800 text-white' : 'bg-red-800 text-white'}`}
        >
          {answer.message}
        </p>
      )}
      <section aria-labelledby="board" className="flex flex-col gap-3">
        <h2 id="board" className="text-xl font-semibold">
          {t('rosters.desk.board', { date: board.date, time: board.time })}
        </h2>
        {board.shifts.length === 0 && <p className="card">{t('rosters.desk.no_shifts')}</p>}
        {board.shifts.map((shift) => (
          <div key={shift.id} className="card" data-testid={`board-shift-${shift.id}`}>
            <h3 className="font-semibold">
              {shift.position} · {shift.startsAt}–{shift.endsAt}
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {shift.people.map((person) => (
                <li
                  key={person.id}
                  data-state={person.state}
                  className={`rounded border border-slate-200 px-2 py-1 text-sm ${STATE_CLASS[person.state]}`}
                >
                  {person.name} · {t(`rosters.board.${person.state}`)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  )
}
