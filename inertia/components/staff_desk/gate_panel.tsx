import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'

type Props = {
  formId: number
  state: string
  gate: string | null
  desired: string | null
  error: string | null
}

/**
 * A credential at the gates: where it stands, what they must hold while it
 * is not confirmed, why a delivery failed, and what staff can do.
 */
export default function GatePanel({ formId, state, gate, desired, error }: Props) {
  const t = useT()
  const act = (action: 'add' | 'block' | 'unblock' | 'retry') =>
    router.post(urlFor('systems.gates', { id: formId, action }), {}, { preserveScroll: true })
  const approved = state === 'approved'
  return (
    <section className="card" aria-labelledby="gate-title">
      <h2 id="gate-title" className="mb-2 text-lg font-semibold">
        {t('gates.title')}
      </h2>
      <p className="mb-2" data-testid="gate-state">
        {t(`systems.gates.${gate ?? 'not_sent'}`)}
      </p>
      {desired && (gate === 'pending' || gate === 'failed') && (
        <p className="mb-2 text-sm" data-testid="gate-desired">
          {t('gates.desired', { state: t(`systems.gates.${desired}`) })}
        </p>
      )}
      {error && gate !== 'active' && gate !== 'blocked' && (
        <p className="mb-2 text-sm text-red-800" role="alert">
          {t('gates.last_error', { error })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {approved && desired === null && (
          <button type="button" className="btn-secondary" onClick={() => act('add')}>
            {t('gates.add')}
          </button>
        )}
        {desired === 'active' && (
          <button type="button" className="btn-secondary" onClick={() => act('block')}>
            {t('gates.block')}
          </button>
        )}
        {approved && desired === 'blocked' && (
          <button type="button" className="btn-secondary" onClick={() => act('unblock')}>
            {t('gates.unblock')}
          </button>
        )}
        {(gate === 'failed' || gate === 'pending') && (
          <button
            type="button"
            className={gate === 'failed' ? 'btn-primary' : 'btn-secondary'}
            onClick={() => act('retry')}
          >
            {t('gates.retry')}
          </button>
        )}
      </div>
    </section>
  )
}
