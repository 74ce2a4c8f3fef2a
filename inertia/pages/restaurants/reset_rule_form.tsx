import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'

type Props = {
  rule: Data.ResetCreditRule | null
  sourceColumns: string[]
  targetColumns: string[]
}

/** A reset rule: "when <column> is one of <values>, set <balance> to <value>". */
export default function ResetRuleForm({ rule, sourceColumns, targetColumns }: Props) {
  const t = useT()
  const title = rule ? t('restaurant_config.reset.edit') : t('restaurant_config.reset.create')
  const shownValue = rule
    ? rule.targetColumn === 'amount'
      ? (rule.targetValue / 100).toFixed(2)
      : String(rule.targetValue)
    : ''
  const fields = (errors: Record<string, string>) => (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="sourceColumn"
          label={t('restaurant_config.reset.source_column')}
          defaultValue={rule?.sourceColumn ?? sourceColumns[0]}
          options={sourceColumns.map((column) => ({
            value: column,
            label: t(`restaurant_config.reset.sources.${column}`),
          }))}
          error={errors.sourceColumn}
        />
        <TextField
          name="sourceValues"
          label={t('restaurant_config.reset.source_values')}
          hint={t('restaurant_config.reset.source_values_help')}
          defaultValue={rule?.sourceValues}
          required
          error={errors.sourceValues}
        />
        <SelectField
          name="targetColumn"
          label={t('restaurant_config.reset.target_column')}
          defaultValue={rule?.targetColumn ?? targetColumns[0]}
          options={targetColumns.map((column) => ({
            value: column,
            label: t(`restaurant_config.reset.targets.${column}`),
          }))}
          error={errors.targetColumn}
        />
        <TextField
          name="targetValue"
          label={t('restaurant_config.reset.target_value')}
          hint={t('restaurant_config.reset.target_value_help')}
          defaultValue={shownValue}
          inputMode="decimal"
          required
          error={errors.targetValue}
        />
      </div>
    </>
  )
  return (
    <StaffRecordForm title={title} resource="reset_credits" record={rule}>
      {(errors) => fields(errors as Record<string, string>)}
    </StaffRecordForm>
  )
}
