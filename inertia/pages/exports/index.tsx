import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'

type Props = { exports: Data.FormExport[] }

/** The staff member's own Excel exports: how each is going, and the file once it is ready. */
export default function ExportsIndex({ exports }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <div>
      <StaffListHeader title={t('forms_export.panel.title')} />
      <p className="mb-4 text-slate-600">{t('forms_export.panel.help')}</p>
      <StaffTable
        empty={t('forms_export.panel.empty')}
        head={
          <>
            <th className="px-3 py-2">{t('forms_export.panel.list')}</th>
            <th className="px-3 py-2">{t('forms_export.panel.asked')}</th>
            <th className="px-3 py-2">{t('forms_export.panel.status')}</th>
            <th className="px-3 py-2 text-right">{t('forms_export.panel.rows')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('forms_export.panel.file')}</span>
            </th>
          </>
        }
      >
        {exports.map((item) => (
          <tr key={item.id} className="border-t border-slate-100">
            <td className="px-3 py-2">{t(`form_types.${item.type}`)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(item.createdAt)}</td>
            <td className="px-3 py-2">{t(`forms_export.panel.statuses.${item.status}`)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{item.rows ?? '—'}</td>
            <td className="px-3 py-2">
              {item.ready && (
                <a
                  href={urlFor('form_exports.file', { id: item.id })}
                  download
                  className="text-emerald-800 underline"
                >
                  {t('forms_export.panel.download')}
                </a>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
