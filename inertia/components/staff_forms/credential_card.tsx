import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import TitledCard from '~/components/titled_card'

/** What a credential carries: meals, money, its tag, its gate state and its zones. */
export default function CredentialCard({ form }: { form: Data.FormDetail }) {
  const t = useT()
  return (
    <TitledCard id="credential-title" title={t('forms_admin.credential')}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt>{t('forms_admin.credits')}</dt>
        <dd>{form.credits}</dd>
        <dt>{t('forms_admin.amount')}</dt>
        <dd>{(form.amount / 100).toFixed(2)}</dd>
        <dt>{t('systems.columns.rfid')}</dt>
        <dd className="font-mono break-all" data-testid="form-rfid">
          {form.rfid ?? '—'}
        </dd>
        <dt>{t('systems.columns.gate')}</dt>
        <dd data-testid="form-gate">{t(`systems.gates.${form.gate ?? 'not_sent'}`)}</dd>
        <dt>{t('forms_admin.permission')}</dt>
        <dd>{form.permission ?? '—'}</dd>
        <dt>{t('forms_admin.custom_permission')}</dt>
        <dd>
          {form.customPermissions.length > 0 ? (
            <ul>
              {form.customPermissions.map((zone) => (
                <li key={zone}>{zone}</li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </dd>
      </dl>
    </TitledCard>
  )
}
