import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { previewUrl } from '~/components/staff_forms/preview_url'
import TitledCard from '~/components/titled_card'

type Props = { code: string; fields: Data.FormField[] }

/** A request's fields as label and value; a file is a link to its authorised preview. */
export default function FieldSection({ code, fields }: Props) {
  const t = useT()
  return (
    <TitledCard id="fields-title" title={t('forms_admin.details')} className="lg:col-span-2">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-slate-500 uppercase">{t('forms_admin.code')}</dt>
          <dd className="font-mono">{code}</dd>
        </div>
        {fields
          .filter((field) => field.name !== 'image')
          .map((field) => (
            <div key={field.name}>
              <dt className="text-xs text-slate-500 uppercase">{field.label}</dt>
              <dd>
                {field.file !== undefined ? (
                  field.file ? (
                    <a
                      href={previewUrl(field.file)}
                      target="_blank"
                      rel="noreferrer"
                      className="text-emerald-800 underline"
                    >
                      {t('forms_admin.open_file')}
                    </a>
                  ) : (
                    '—'
                  )
                ) : (
                  field.value || '—'
                )}
              </dd>
            </div>
          ))}
      </dl>
    </TitledCard>
  )
}
