import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'

/** A quota named by its category, template (zones) and day, if it is a day pass's. */
export default function QuotaLabel({ quota }: { quota: Data.OrganisationQuota }) {
  const t = useT()
  return (
    <p className="font-medium">
      {t(`form_types.${quota.formType}`)} · {quota.template}
      {quota.day ? ` · ${t('organisations.day_pass', { day: quota.day })}` : ''}
    </p>
  )
}
