import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'

type Props = {
  filters: { userId: number | null; page: number }
  users: Data.StaffName[]
  entries: Data.FileAccess[]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** Who opened applicants' photos, documents, signatures and downloads, newest first. */
export default function AccessLog({ filters, users, entries, pagination }: Props) {
  const t = useT()
  const date = useFormatDate()
  return (
    <div>
      <StaffListHeader title={t('access_log.title')} />
      <Form
        method="get"
        action={urlFor('access_log.index')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="user" className="field-label">
            {t('access_log.user')}
          </label>
          <select id="user" name="user" className="field-input" defaultValue={filters.userId ?? ''}>
            <option value="">{t('access_log.everyone')}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {t('access_log.show')}
        </button>
      </Form>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('access_log.when')}</th>
            <th className="px-3 py-2">{t('access_log.user')}</th>
            <th className="px-3 py-2">{t('access_log.what')}</th>
            <th className="px-3 py-2">{t('access_log.request')}</th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-slate-100">
            <td className="px-3 py-2 whitespace-nowrap">{date(entry.at)}</td>
            <td className="px-3 py-2">{entry.by ?? t('access_log.removed_user')}</td>
            <td className="px-3 py-2">
              {t(`access_log.kinds.${entry.kind}`)}
              {entry.detail && (
                <span className="block font-mono text-xs text-slate-500">{entry.detail}</span>
              )}
            </td>
            <td className="px-3 py-2">{entry.formId ?? '—'}</td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="access_log.index"
        qs={(page) => ({
          ...(filters.userId ? { user: String(filters.userId) } : {}),
          page: String(page),
        })}
      />
    </div>
  )
}
