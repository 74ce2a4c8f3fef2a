import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PointerButton from '~/components/staff_desk/pointer_button'
import TitledCard from '~/components/titled_card'

type Props = {
  formId: number
  state: string
  gate: string | null
  desired: string | null
  error: string | null
}

/**
 * A credential at the gates: where it stands, what they must hold while it
 * is not confirmed, why a delivery failed, and what staff can do. Its page
 * takes RFID scans, so the actions take a click or a touch.
 */
export default function GatePanel({ formId, state, gate, desired, error }: Props) {
  const t = useT()
  const act = (action: 'add' | 'block' | 'unblock' | 'retry') =>
    router.post(urlFor('systems.gates', { id: formId, action }), {}, { preserveScroll: true })
  const approved = state === 'approved'
  return (
    <TitledCard
      id="gate-title"
      title={t('gates.title')}
      headingClassName="mb-2 text-lg font-semibold"
    >
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
          <PointerButton className="btn-secondary" onPress={() => act('add')}>
            {t('gates.add')}
          </PointerButton>
        )}
        {desired === 'active' && (
          <PointerButton className="btn-secondary" onPress={() => act('block')}>
            {t('gates.block')}
          </PointerButton>
        )}
        {approved && desired === 'blocked' && (
          <PointerButton className="btn-secondary" onPress={() => act('unblock')}>
            {t('gates.unblock')}
          </PointerButton>
        )}
        {(gate === 'failed' || gate === 'pending') && (
          <PointerButton
            className={gate === 'failed' ? 'btn-primary' : 'btn-secondary'}
            onPress={() => act('retry')}
          >
            {t('gates.retry')}
          </PointerButton>
        )}
      </div>
    </TitledCard>
  )
}
