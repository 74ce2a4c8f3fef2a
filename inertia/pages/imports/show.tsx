import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import ImportStatus from '~/components/staff_imports/import_status'

type Props = {
  tour: 'WTA' | 'ATP'
  /** The screen's routes: `imports.*` (WTA) or `imports_atp.*` (ATP). */
  resource: 'imports' | 'imports_atp'
  item: Data.PlayerImport
  failures: Data.ImportFailure[]
  pagination: { currentPage: number; lastPage: number }
}

/** Details of one import: its counts and the refused rows with their reasons. */
export default function ImportShow({ tour, resource, item, failures, pagination }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const download = (file: string) => urlFor(`${resource}.download`, {}, { qs: { file } })
  const counts = [
    ['registriesCount', item.registriesCount],
    ['createdCount', item.createdCount],
    ['updatedCount', item.updatedCount],
    ['unchangedCount', item.unchangedCount],
    ['failedCount', item.failedCount],
  ] as const
  return (
    <div>
      <PageTitle title={`${t(`imports.title.${tour}`)} · ${item.importedFileName}`} />
      <Link route={`${resource}.index`} className="underline">
        {t('imports.back')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{item.importedFileName}</h1>
      <div className="card mb-6">
        <p className="mb-3">
          <ImportStatus item={item} /> · {formatDate(item.createdAt)} ·{' '}
          {item.user ?? t('imports.by_command')}
        </p>
        <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map(([field, value]) => (
            <div key={field}>
              <dt className="text-sm text-slate-600">{t(`imports.fields.${field}`)}</dt>
              <dd className="text-xl font-semibold" data-count={field}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="flex flex-wrap gap-4">
          <a href={download(item.fileKey)} className="text-emerald-800 underline">
            {t('imports.download_imported')}
          </a>
          {item.resultFileKey && (
            <a href={download(item.resultFileKey)} className="text-emerald-800 underline">
              {t('imports.download_result')} ({item.resultFileName})
            </a>
          )}
        </p>
      </div>
      <h2 className="mb-2 text-lg font-semibold">{t('imports.failures')}</h2>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('imports.line')}</th>
            <th className="px-3 py-2">{t('imports.passport')}</th>
            <th className="px-3 py-2">{t('imports.full_name')}</th>
            <th className="px-3 py-2">{t('imports.reason')}</th>
          </>
        }
        empty={t('imports.no_failures')}
      >
        {failures.map((failure) => (
          <tr key={failure.line} className="border-t border-slate-100">
            <td className="px-3 py-2">{failure.line}</td>
            <td className="px-3 py-2">{failure.passport ?? '—'}</td>
            <td className="px-3 py-2">{failure.fullName ?? '—'}</td>
            <td className="px-3 py-2">{failure.reason}</td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route={`${resource}.show`}
        routeParams={{ id: item.id }}
        qs={(page) => ({ page })}
      />
    </div>
  )
}
