import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import FlagRowsField from '~/components/staff_forms/flag_rows_field'

type Props = { permission: Data.Permission | null }

/** A template's name and its zone flags: 1 grants, 0 denies, anything else is a value. */
export default function PermissionForm({ permission }: Props) {
  const t = useT()
  const title = permission ? t('permissions.edit') : t('permissions.create')

  const fields = (errors: Record<string, string | undefined>) => (
    <>
      <TextField
        name="name"
        label={t('permissions.fields.name')}
        defaultValue={permission?.name}
        required
        error={errors.name}
      />
      <FlagRowsField
        name="flags"
        legend={t('permissions.fields.flags')}
        initial={permission?.flags ?? []}
        blank={[{ key: '', value: '1' }]}
        errors={errors}
      />
    </>
  )

  return (
    <StaffRecordForm title={title} resource="permissions" record={permission} width="max-w-2xl">
      {fields}
    </StaffRecordForm>
  )
}
