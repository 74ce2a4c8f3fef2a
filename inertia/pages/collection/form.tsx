import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import StaffRecordForm from '~/components/staff_record_form'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'

type Props = { collective: Data.Collective | null; types: string[] }

/** Who collects: then the signing screen opens to scan their cards. */
export default function CollectiveForm({ collective, types }: Props) {
  const t = useT()
  const title = collective ? t('collection.edit') : t('collection.create')
  return (
    <StaffRecordForm title={title} resource="collectives" record={collective}>
      {(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label={t('collection.fields.name')}
            defaultValue={collective?.name}
            required
            error={errors.name}
          />
          <TextField
            name="lastName"
            label={t('collection.fields.lastName')}
            defaultValue={collective?.lastName}
            required
            error={errors.lastName}
          />
          <SelectField
            name="type"
            label={t('collection.fields.type')}
            defaultValue={collective?.type ?? types[0]}
            options={types.map((type) => ({ value: type, label: t(`collection.types.${type}`) }))}
            error={errors.type}
          />
          <TextField
            name="document"
            label={t('collection.fields.document')}
            defaultValue={collective?.document ?? ''}
            error={errors.document}
          />
          <TextField
            name="email"
            type="email"
            label={t('collection.fields.email')}
            defaultValue={collective?.email ?? ''}
            error={errors.email}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('collection.fields.phone')}
            defaultValue={collective?.phone ?? ''}
            error={errors.phone}
          />
          <div className="sm:col-span-2">
            <TextField
              name="observation"
              label={t('collection.fields.observation')}
              defaultValue={collective?.observation ?? ''}
              error={errors.observation}
            />
          </div>
        </div>
      )}
    </StaffRecordForm>
  )
}
