import { usePoll } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useEffect } from 'react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import ImportStatus from '~/components/staff_imports/import_status'

type Props = {
  tour: 'WTA' | 'ATP'
  /** The screen's routes: `imports.*` (WTA) or `imports_atp.*` (ATP). */
  resource: 'imports' | 'imports_atp'
  imports: Data.PlayerImport[]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** The import panel: file, counts, result and downloads; polls while an import runs. */
export default function ImportsIndex({ tour, resource, imports, pagination }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const active = imports.some((item) => item.status === 'queued' || item.status === 'running')
  const { start, stop } = usePoll(2000, { only: ['imports'] }, { autoStart: false })
  useEffect(() => {
    if (active) start()
    else stop()
    return stop
  }, [active, start, stop])

  const download = (file: string) => urlFor(`${resource}.download`, {}, { qs: { file } })
  return (
    <div>
      <StaffListHeader title={t(`imports.title.${tour}`)}>
        <Link route={`${resource}.create`} className="btn-primary">
          {t('imports.create')}
        </Link>
      </StaffListHeader>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('imports.fields.createdAt')}</th>
            <th className="px-3 py-2">{t('imports.fields.importedFileName')}</th>
            <th className="px-3 py-2">{t('imports.fields.status')}</th>
            <th className="px-3 py-2 text-right">{t('imports.fields.registriesCount')}</th>
            <th className="px-3 py-2 text-right">{t('imports.fields.failedCount')}</th>
            <th className="px-3 py-2">{t('imports.fields.resultFileName')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('default_players.actions')}</span>
            </th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {imports.map((item) => (
          <tr key={item.id} className="border-t border-slate-100" data-import={item.id}>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(item.createdAt)}</td>
            <td className="px-3 py-2 font-medium">{item.importedFileName}</td>
            <td className="px-3 py-2">
              <ImportStatus item={item} />
            </td>
            <td className="px-3 py-2 text-right" data-count="registries">
              {item.registriesCount}
            </td>
            <td className="px-3 py-2 text-right" data-count="failed">
              {item.failedCount}
            </td>
            <td className="px-3 py-2">{item.resultFileName ?? '—'}</td>
            <td className="flex flex-wrap justify-end gap-3 px-3 py-2">
              <a href={download(item.fileKey)} className="text-emerald-800 underline">
                {t('imports.download_imported')}
              </a>
              {item.resultFileKey && (
                <a href={download(item.resultFileKey)} className="text-emerald-800 underline">
                  {t('imports.download_result')}
                </a>
              )}
              <Link
                route={`${resource}.show`}
                routeParams={{ id: item.id }}
                className="text-emerald-800 underline"
              >
                {t('imports.details')}
              </Link>
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route={`${resource}.index`}
        qs={(page) => ({ page })}
      />
    </div>
  )
}
