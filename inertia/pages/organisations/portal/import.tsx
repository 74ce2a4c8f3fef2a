import { useState } from 'react'
import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import QuotaLabel from '~/components/organisations/quota_label'

type Props = {
  quota: Data.OrganisationQuota
  columns: { name: string; required: boolean }[]
  maxRows: number
  /** The whole upload's limit (sheet and photos' zip together). */
  maxMegabytes: number
  /** One photo's limit, as on the form ("5 MB"). */
  maxPhoto: string
  /** The photo field's column when the category's form has one (each row's file in the zip). */
  photoColumn: string | null
}

/** The size of the files chosen in this form's inputs. */
function chosenBytes(form: HTMLFormElement) {
  return [...form.querySelectorAll<HTMLInputElement>('input[type=file]')]
    .flatMap((input) => [...(input.files ?? [])])
    .reduce((total, file) => total + file.size, 0)
}

/** Many people at once: the template to fill, then the upload. */
export default function PortalImport({
  quota,
  columns,
  maxRows,
  maxMegabytes,
  maxPhoto,
  photoColumn,
}: Props) {
  const t = useT()
  /** Over the limit, the server would refuse it whole: said before the upload starts. */
  const [tooLarge, setTooLarge] = useState(false)
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={t('organisations.import.title')} />
      <Link route="organisation_portal.home" className="text-sm text-emerald-800 underline">
        {t('organisations.portal.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('organisations.import.title')}</h1>
      <QuotaLabel quota={quota} />
      <p className="mb-4 text-slate-700">
        {t('organisations.quota_use', {
          used: quota.used,
          places: quota.places,
          remaining: quota.remaining,
        })}
      </p>
      <div className="card mb-4 flex flex-col gap-2">
        <p>{t('organisations.import.help', { rows: maxRows })}</p>
        <p className="text-sm text-slate-600">
          {t('organisations.import.limits', { megabytes: maxMegabytes, photo: maxPhoto })}
        </p>
        <a
          href={`/organisation/import/${quota.id}/template`}
          className="font-medium text-emerald-800 underline"
          download
        >
          {t('organisations.import.template')}
        </a>
        <p className="text-sm text-slate-600">
          {t('organisations.import.columns')}{' '}
          {columns
            .map(
              (column) =>
                `${t(`validator.shared.fields.${column.name}`)}${column.required ? ' *' : ''}`
            )
            .concat(photoColumn ? [t(`validator.shared.fields.${photoColumn}`)] : [])
            .join(', ')}
        </p>
      </div>
      <Form
        route="organisation_imports.store"
        routeParams={{ quota: quota.id }}
        className="card flex flex-col gap-4"
        onChange={(event) =>
          setTooLarge(chosenBytes(event.currentTarget) > maxMegabytes * 1024 * 1024)
        }
      >
        {({ processing }) => (
          <>
            <label htmlFor="import-file" className="field-label">
              {t('organisations.import.file')}
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            />
            {photoColumn && (
              <>
                <label htmlFor="import-photos" className="field-label">
                  {t('organisations.import.photos_file')}
                </label>
                <input
                  id="import-photos"
                  name="photos"
                  type="file"
                  accept=".zip,application/zip"
                  aria-describedby="import-photos-help"
                />
                <p id="import-photos-help" className="text-sm text-slate-600">
                  {t('organisations.import.photos_help')}
                </p>
              </>
            )}
            {tooLarge && (
              <p role="alert" className="text-red-700">
                {t('organisations.import.too_large', { megabytes: maxMegabytes })}
              </p>
            )}
            <button type="submit" className="btn-primary" disabled={processing || tooLarge}>
              {processing ? t('organisations.import.uploading') : t('organisations.import.upload')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
