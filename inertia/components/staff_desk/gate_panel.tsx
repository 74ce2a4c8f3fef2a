import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PointerButton from '~/components/staff_desk/pointer_button'

type Props = { formId: number; state: string; gate: string | null; error: string | null }

/**
 * A credential at the gates: where it stands, why a delivery failed, and what
 * staff can do. Its page takes RFID scans, so the actions take a click or a touch.
 */
export default function GatePanel({ formId, state, gate, error }: Props) {
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
      {error && gate !== 'active' && gate !== 'blocked' && (
        <p className="mb-2 text-sm text-red-800" role="alert">
          {t('gates.last_error', { error })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {approved && (gate === null || gate === 'failed') && (
          <PointerButton className="btn-secondary" onPress={() => act('add')}>
            {t('gates.add')}
          </PointerButton>
        )}
        {gate !== null && gate !== 'blocked' && (
          <PointerButton className="btn-secondary" onPress={() => act('block')}>
            {t('gates.block')}
          </PointerButton>
        )}
        {approved && gate === 'blocked' && (
          <PointerButton className="btn-secondary" onPress={() => act('unblock')}>
            {t('gates.unblock')}
          </PointerButton>
        )}
        {gate === 'failed' && (
          <PointerButton className="btn-primary" onPress={() => act('retry')}>
            {t('gates.retry')}
          </PointerButton>
        )}
      </div>
    </section>
  )
}
