import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'

type Filters = {
  action: string | null
  actorId: number | null
  label: string | null
  ip: string | null
  objectType: string | null
  objectId: number | null
  from: string | null
  to: string | null
}
type Row = {
  id: number
  occurredAt: string
  actorLabel: string | null
  actorName: string | null
  action: string
  objectType: string | null
  objectId: number | null
  ip: string | null
  details: string
}
type Props = {
  filters: Filters
  actions: string[]
  users: Data.StaffName[]
  rows: Row[]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** The query string of the current filters (export, pages). */
function query(filters: Filters): Record<string, string> {
  const entries: [string, unknown][] = [
    ['action', filters.action],
    ['actor', filters.actorId],
    ['label', filters.label],
    ['ip', filters.ip],
    ['objectType', filters.objectType],
    ['objectId', filters.objectId],
    ['from', filters.from],
    ['to', filters.to],
  ]
  return Object.fromEntries(
    entries.filter(([, value]) => value !== null).map(([key, value]) => [key, String(value)])
  )
}

/** Who did what, when, from where and to what: newest first, searchable, exportable. */
export default function Audit({ filters, actions, users, rows, pagination }: Props) {
  const t = useT()
  const date = useFormatDate()
  const exportUrl = `${urlFor('audit.export')}?${new URLSearchParams(query(filters))}`
  return (
    <div>
      <StaffListHeader title={t('sign_in.audit.title')}>
        <a href={exportUrl} className="btn-secondary" download>
          {t('sign_in.audit.export')}
        </a>
      </StaffListHeader>
      <Form
        method="get"
        action={urlFor('audit.index')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="action" className="field-label">
            {t('sign_in.audit.action')}
          </label>
          <select
            id="action"
            name="action"
            className="field-input"
            defaultValue={filters.action ?? ''}
          >
            <option value="">{t('sign_in.audit.all_actions')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {t(`sign_in.audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="actor" className="field-label">
            {t('sign_in.audit.who')}
          </label>
          <select
            id="actor"
            name="actor"
            className="field-input"
            defaultValue={filters.actorId ?? ''}
          >
            <option value="">{t('sign_in.audit.all_users')}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="label" className="field-label">
            {t('sign_in.audit.account')}
          </label>
          <input
            id="label"
            name="label"
            type="search"
            className="field-input"
            maxLength={254}
            defaultValue={filters.label ?? ''}
          />
        </div>
        <div>
          <label htmlFor="ip" className="field-label">
            {t('sign_in.audit.address')}
          </label>
          <input
            id="ip"
            name="ip"
            type="search"
            className="field-input"
            maxLength={64}
            defaultValue={filters.ip ?? ''}
          />
        </div>
        <div>
          <label htmlFor="from" className="field-label">
            {t('sign_in.audit.from')}
          </label>
          <input
            id="from"
            name="from"
            type="date"
            className="field-input"
            defaultValue={filters.from ?? ''}
          />
        </div>
        <div>
          <label htmlFor="to" className="field-label">
            {t('sign_in.audit.to')}
          </label>
          <input
            id="to"
            name="to"
            type="date"
            className="field-input"
            defaultValue={filters.to ?? ''}
          />
        </div>
        <button type="submit" className="btn-primary">
          {t('sign_in.audit.filter')}
        </button>
      </Form>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('sign_in.audit.when')}</th>
            <th className="px-3 py-2">{t('sign_in.audit.who')}</th>
            <th className="px-3 py-2">{t('sign_in.audit.action')}</th>
            <th className="px-3 py-2">{t('sign_in.audit.object')}</th>
            <th className="px-3 py-2">{t('sign_in.audit.where')}</th>
            <th className="px-3 py-2">{t('sign_in.audit.details')}</th>
          </>
        }
        empty={t('sign_in.audit.empty')}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100">
            <td className="px-3 py-2 whitespace-nowrap">{date(row.occurredAt)}</td>
            <td className="px-3 py-2">{row.actorName ?? row.actorLabel ?? '—'}</td>
            <td className="px-3 py-2">{t(`sign_in.audit.actions.${row.action}`)}</td>
            <td className="px-3 py-2">
              {row.objectType ? `${row.objectType}${row.objectId ? ` #${row.objectId}` : ''}` : '—'}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.ip ?? '—'}</td>
            <td className="max-w-xs truncate px-3 py-2 font-mono text-xs">
              {row.details === '{}' ? '' : row.details}
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="audit.index"
        qs={(page) => ({ ...query(filters), page: String(page) })}
      />
    </div>
  )
}
