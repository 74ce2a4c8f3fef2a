import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'

type GateEntry = NonNullable<Data.FormLog['gate']>

/**
 * A gate entry of a request's history: what the gates were to hold (state,
 * tag, why) and whether it was delivered, or the gate system's answer.
 */
export default function GateLogEntry({ entry }: { entry: GateEntry }) {
  const t = useT()
  const state = entry.to ? t(`systems.gates.${entry.to}`) : ''
  if (entry.event === 'change') {
    return (
      <>
        <p className="font-medium">
          {t('gates.history.change', { state })} ·{' '}
          {entry.rfid ? t('gates.history.tag', { rfid: entry.rfid }) : t('gates.history.no_tag')}
          {entry.cause && ` · ${t(`gates.history.causes.${entry.cause}`)}`}
        </p>
        {entry.delivery && (
          <p
            className={entry.delivery === 'delivered' ? 'text-green-800' : 'text-slate-600'}
            data-testid="gate-delivery"
          >
            {t(`gates.history.deliveries.${entry.delivery}`)}
          </p>
        )}
      </>
    )
  }
  return (
    <p className="font-medium">
      {entry.event === 'delivered' && t('gates.history.delivered', { state })}
      {entry.event === 'failed' && t('gates.history.failed', { reason: entry.reason ?? '' })}
      {entry.event === 'retry' && t('gates.history.retry')}
    </p>
  )
}
