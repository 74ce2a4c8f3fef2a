import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'

const CAPABILITIES = ['canCreate', 'canEdit', 'canPrint', 'canRfid', 'canToppanel'] as const

export default function UsersIndex({ users }: { users: Data.StaffUser[] }) {
  const t = useT()
  return (
    <div>
      <StaffListHeader title={t('users.title')}>
        <Link route="users.create" className="btn-primary">
          {t('users.create')}
        </Link>
      </StaffListHeader>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('users.fields.name')}</th>
            <th className="px-3 py-2">{t('users.fields.email')}</th>
            <th className="px-3 py-2">{t('users.capabilities')}</th>
            <th className="px-3 py-2">{t('users.fields.isBanned')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('users.edit')}</span>
            </th>
          </>
        }
      >
        {users.map((user) => (
          <tr key={user.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              {user.name} {user.lastName}
            </td>
            <td className="px-3 py-2">{user.email}</td>
            <td className="px-3 py-2">
              {user.isAdmin
                ? t('users.fields.isAdmin')
                : CAPABILITIES.filter((capability) => user[capability])
                    .map((capability) => t(`users.fields.${capability}`))
                    .join(', ') || '—'}
            </td>
            <td className="px-3 py-2">{user.isBanned ? t('users.banned') : ''}</td>
            <td className="px-3 py-2 text-right">
              <Link
                route="users.edit"
                routeParams={{ id: user.id }}
                className="text-emerald-800 underline"
              >
                {t('users.edit')}
              </Link>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
