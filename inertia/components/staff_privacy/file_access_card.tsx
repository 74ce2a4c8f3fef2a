import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'

/** Who opened this request's files, newest first. */
export default function FileAccessCard({ entries }: { entries: Data.FileAccess[] }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <section className="card" aria-labelledby="file-access-title">
      <h2 id="file-access-title" className="mb-3 text-lg font-semibold">
        {t('access_log.on_request')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('access_log.nobody')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="file-access">
          {entries.map((entry) => (
            <li key={entry.id}>
              {formatDate(entry.at)} · {entry.by ?? t('access_log.removed_user')} ·{' '}
              {t(`access_log.kinds.${entry.kind}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
