import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate, useFormatMoney } from '~/hooks/use_format'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'

/** Configuration → Reset Credits: the daily rules, each applicable now. */
export default function ResetRules({ rules }: { rules: Data.ResetCreditRule[] }) {
  const t = useT()
  const date = useFormatDate()
  const money = useFormatMoney()
  return (
    <div>
      <StaffListHeader title={t('restaurant_config.reset.title')}>
        <Link route="reset_credits.create" className="btn-primary">
          {t('restaurant_config.reset.create')}
        </Link>
      </StaffListHeader>
      <p className="mb-4 text-slate-600">{t('restaurant_config.reset.help')}</p>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('restaurant_config.reset.rule')}</th>
            <th className="px-3 py-2">{t('restaurant_config.reset.last_applied')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('restaurant_config.reset.actions')}</span>
            </th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {rules.map((rule) => (
          <tr key={rule.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              {t('restaurant_config.reset.sentence', {
                column: t(`restaurant_config.reset.sources.${rule.sourceColumn}`),
                values: rule.sourceValues,
                target: t(`restaurant_config.reset.targets.${rule.targetColumn}`),
                value: rule.targetColumn === 'amount' ? money(rule.targetValue) : rule.targetValue,
              })}
            </td>
            <td className="px-3 py-2">{rule.lastAppliedAt ? date(rule.lastAppliedAt) : '—'}</td>
            <td className="px-3 py-2">
              <div className="flex flex-wrap justify-end gap-3">
                <Form
                  route="reset_credits.apply"
                  routeParams={{ id: rule.id }}
                  onBefore={() => window.confirm(t('restaurant_config.reset.confirm_apply'))}
                >
                  <button type="submit" className="btn-secondary">
                    {t('restaurant_config.reset.apply')}
                  </button>
                </Form>
                <Link
                  route="reset_credits.edit"
                  routeParams={{ id: rule.id }}
                  className="self-center underline"
                >
                  {t('actions.edit')}
                </Link>
                <Form
                  route="reset_credits.destroy"
                  routeParams={{ id: rule.id }}
                  onBefore={() => window.confirm(t('restaurant_config.reset.confirm_remove'))}
                >
                  <button type="submit" className="text-red-700 underline">
                    {t('restaurant_config.reset.remove')}
                  </button>
                </Form>
              </div>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
