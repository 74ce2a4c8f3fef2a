import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { listQuery, type ListFilters } from '~/components/staff_forms/list_query'

/** Lists up to this many rows download at once; larger ones are built in the background and mailed. */
export const DIRECT_EXPORT_LIMIT = 2000

/**
 * "Export to Excel": a list of up to 2,000 rows downloads straight away; a
 * larger one is queued and arrives by email (and in the exports panel).
 */
export default function ExportButton({
  type,
  filters,
  total,
}: {
  type: string
  filters: ListFilters
  total: number
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const selection = { ...filters, page: undefined }
  if (total <= DIRECT_EXPORT_LIMIT) {
    return (
      <a
        href={urlFor('staff_forms.export_download', { type }, { qs: listQuery(selection) })}
        download
        className="btn-primary"
      >
        {t('forms_export.button')}
      </a>
    )
  }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() =>
        router.post(urlFor('staff_forms.export', { type }), selection, {
          preserveScroll: true,
          preserveState: true,
          onStart: () => setBusy(true),
          onFinish: () => setBusy(false),
        })
      }
      className="btn-primary"
    >
      {t('forms_export.button')}
    </button>
  )
}
