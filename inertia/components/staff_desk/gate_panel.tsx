import { useEffect } from 'react'
import { router, usePoll } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'

type Props = { formId: number; state: string; gate: string | null; error: string | null }

/** A credential at the gates: where it stands, why a delivery failed, and what staff can do. */
export default function GatePanel({ formId, state, gate, error }: Props) {
  const t = useT()
  const act = (action: 'add' | 'block' | 'unblock' | 'retry') =>
    router.post(urlFor('systems.gates', { id: formId, action }), {}, { preserveScroll: true })
  const approved = state === 'approved'
  /** The queue's worker delivers in the background: the state is reloaded until it settles. */
  const pending = gate === 'pending'
  const { start, stop } = usePoll(2000, { only: ['form'] }, { autoStart: false })
  useEffect(() => {
    if (pending) start()
    else stop()
    return stop
  }, [pending, start, stop])
  return (
    <section className="card" aria-labelledby="gate-title">
      <h2 id="gate-title" className="mb-2 text-lg font-semibold">
        {t('gates.title')}
      </h2>
      <p className="mb-2" data-testid="gate-state">
        {t(`systems.gates.${gate ?? 'not_sent'}`)}
      </p>
      {error && gate !== 'active' && gate !== 'blocked' && (
        <p className="mb-2 text-sm text-red-800" role="alert">
          {t('gates.last_error', { error })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {approved && (gate === null || gate === 'failed') && (
          <button type="button" className="btn-secondary" onClick={() => act('add')}>
            {t('gates.add')}
          </button>
        )}
        {gate !== null && gate !== 'blocked' && (
          <button type="button" className="btn-secondary" onClick={() => act('block')}>
            {t('gates.block')}
          </button>
        )}
        {approved && gate === 'blocked' && (
          <button type="button" className="btn-secondary" onClick={() => act('unblock')}>
            {t('gates.unblock')}
          </button>
        )}
        {gate === 'failed' && (
          <button type="button" className="btn-primary" onClick={() => act('retry')}>
            {t('gates.retry')}
          </button>
        )}
      </div>
    </section>
  )
}
