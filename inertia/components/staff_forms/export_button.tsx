import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import type { ListFilters } from '~/components/staff_forms/list_query'

/** "Export to Excel": queues the list's current selection; the file arrives by email (SPEC §8). */
export default function ExportButton({ type, filters }: { type: string; filters: ListFilters }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const selection = { ...filters, page: undefined }
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() =>
        router.post(`/merchant/mform/${type}/export`, selection, {
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
