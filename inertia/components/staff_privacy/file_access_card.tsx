import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import TitledCard from '~/components/titled_card'

/** Who opened this request's files, newest first. */
export default function FileAccessCard({ entries }: { entries: Data.FileAccess[] }) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <TitledCard id="file-access-title" title={t('access_log.on_request')}>
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
    </TitledCard>
  )
}
