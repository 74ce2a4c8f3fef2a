import type { Data } from '@generated/data'
import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import CheckboxField from '~/components/checkbox_field'
import PersonMatchList from '~/components/staff_privacy/person_match_list'
import { xsrfToken } from '~/components/staff_desk/desk_request'

type Query = { by: 'document' | 'email'; value: string }

type Props = {
  query: Query | null
  match: Data.PersonMatch | null
  refusal: 'changed' | 'at_gates' | 'nothing' | 'unconfirmed' | null
  erasures: Data.DataErasure[]
}

/** Downloads the person's zip through fetch, so a failure is said on the page. */
async function downloadExport(query: Query): Promise<boolean> {
  try {
    const response = await fetch(urlFor('person_data.export'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrfToken() },
      body: JSON.stringify(query),
    })
    if (!response.ok) return false
    const link = document.createElement('a')
    link.href = URL.createObjectURL(await response.blob())
    link.download =
      /filename="?([^";]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'personal-data.zip'
    link.click()
    URL.revokeObjectURL(link.href)
    return true
  } catch {
    return false
  }
}

/** Configuration → Personal data: find, download and erase what is held about a person. */
export default function PersonData({ query, match, refusal, erasures }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const [exporting, setExporting] = useState(false)
  const [exportFailed, setExportFailed] = useState(false)
  const found = match && (match.requests.length > 0 || match.collections.length > 0)
  const erasable = match?.requests.filter((request) => !request.erased) ?? []

  async function exportAll() {
    if (!query) return
    setExporting(true)
    setExportFailed(!(await downloadExport(query)))
    setExporting(false)
  }

  return (
    <div className="max-w-4xl">
      <PageTitle title={t('privacy_admin.person.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('privacy_admin.person.title')}</h1>
      <p className="mb-4 text-slate-600">{t('privacy_admin.person.intro')}</p>
      <Form route="person_data.search" className="card mb-4 flex flex-wrap items-end gap-3">
        {({ errors, processing }) => (
          <>
            <SelectField
              name="by"
              label={t('privacy_admin.person.by')}
              defaultValue={query?.by ?? 'document'}
              options={[
                { value: 'document', label: t('privacy_admin.person.by_document') },
                { value: 'email', label: t('privacy_admin.person.by_email') },
              ]}
            />
            <div className="min-w-64 flex-1">
              <TextField
                name="value"
                label={t('privacy_admin.person.value')}
                defaultValue={query?.value ?? ''}
                autoComplete="off"
                error={(errors as Record<string, string>).value}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('privacy_admin.person.search')}
            </button>
          </>
        )}
      </Form>

      {refusal && (
        <p role="alert" className="card mb-4 border-red-300 bg-red-50 text-red-800">
          {t(`privacy_admin.person.refusals.${refusal}`)}
        </p>
      )}

      {match && !found && <p className="card mb-4">{t('privacy_admin.person.none')}</p>}

      {match && found && query && (
        <>
          <PersonMatchList match={match} />
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={exportAll}
              disabled={exporting}
            >
              {exporting ? t('privacy_admin.person.exporting') : t('privacy_admin.person.export')}
            </button>
            {exportFailed && (
              <p role="alert" className="text-sm text-red-800">
                {t('privacy_admin.person.export_failed')}
              </p>
            )}
          </div>
          {(erasable.length > 0 || match.collections.length > 0) && (
            <Form
              route="person_data.erase"
              className="card mb-4 flex flex-col gap-3 border-red-200"
            >
              {({ processing }) => (
                <>
                  <h2 className="text-lg font-semibold">{t('privacy_admin.person.erase_title')}</h2>
                  <p className="text-sm text-slate-700">{t('privacy_admin.person.erase_help')}</p>
                  <input type="hidden" name="by" value={query.by} />
                  <input type="hidden" name="value" value={query.value} />
                  {erasable.map((request) => (
                    <input key={request.id} type="hidden" name="requests[]" value={request.id} />
                  ))}
                  {match.collections.map((collection) => (
                    <input
                      key={collection.id}
                      type="hidden"
                      name="collections[]"
                      value={collection.id}
                    />
                  ))}
                  <CheckboxField name="confirmErasure" label={t('privacy_admin.person.confirm')} />
                  <button type="submit" className="btn-danger self-start" disabled={processing}>
                    {t('privacy_admin.person.erase')}
                  </button>
                </>
              )}
            </Form>
          )}
        </>
      )}

      <section aria-labelledby="erasures-title">
        <h2 id="erasures-title" className="mb-2 text-lg font-semibold">
          {t('privacy_admin.person.history')}
        </h2>
        {erasures.length === 0 ? (
          <p className="text-sm text-slate-600">{t('messages.empty_table')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="erasures">
            {erasures.map((erasure) => (
              <li key={erasure.id}>
                {t('privacy_admin.person.history_entry', {
                  at: formatDate(erasure.at),
                  by: erasure.by ?? t('privacy_admin.person.removed_user'),
                  found_by: t(`privacy_admin.person.found_by.${erasure.foundBy}`),
                  forms: erasure.forms,
                  collections: erasure.collections,
                  files: erasure.files,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
