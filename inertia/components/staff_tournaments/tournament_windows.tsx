import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDay } from '~/hooks/use_format'

type Windows = Data.Tournament['windows']
type Day = string | null

const WINDOWS = ['publicForms', 'changes', 'accreditation', 'retention'] as const

/** A tournament's windows as the checks read them: each one's first and last day. */
export default function TournamentWindows({ windows }: { windows: Windows }) {
  const t = useT()
  const formatDay = useFormatDay()
  const span = ({ from, until }: { from: Day; until: Day }) => {
    if (from && until)
      return t('tournaments.windows.between', { from: formatDay(from), until: formatDay(until) })
    if (until) return t('tournaments.windows.until', { until: formatDay(until) })
    if (from) return t('tournaments.windows.from', { from: formatDay(from) })
    return t('tournaments.windows.always')
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm" data-testid="tournament-windows">
      {WINDOWS.map((name) => (
        <div key={name} className="contents">
          <dt className="text-slate-600">{t(`tournaments.windows.${name}`)}</dt>
          <dd data-window={name}>{span(windows[name])}</dd>
        </div>
      ))}
    </dl>
  )
}
