import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'

/** Status word, the progress of a running import, and why a failed one stopped. */
export default function ImportStatus({ item }: { item: Data.PlayerImport }) {
  const t = useT()
  const running = item.status === 'queued' || item.status === 'running'
  return (
    <span className={item.status === 'failed' ? 'text-red-700' : undefined}>
      {t(`imports.status.${item.status}`)}
      {running && item.totalRows > 0 && (
        <>
          {' · '}
          <progress max={item.totalRows} value={item.processedRows} className="align-middle" />{' '}
          {t('imports.progress', { processed: item.processedRows, total: item.totalRows })}
        </>
      )}
      {item.status === 'failed' && item.error && (
        <span className="block text-xs">{t(item.error)}</span>
      )}
    </span>
  )
}
