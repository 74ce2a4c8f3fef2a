import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

const CAPABILITIES = ['canCreate', 'canEdit', 'canPrint', 'canRfid', 'canToppanel'] as const

export default function UsersIndex({ users }: { users: Data.StaffUser[] }) {
  const t = useT()
  return (
    <div>
      <PageTitle title={t('users.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('users.title')}</h1>
        <Link route="users.create" className="btn-primary">
          {t('users.create')}
        </Link>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-3 py-2">{t('users.fields.name')}</th>
              <th className="px-3 py-2">{t('users.fields.email')}</th>
              <th className="px-3 py-2">{t('users.capabilities')}</th>
              <th className="px-3 py-2">{t('users.fields.isBanned')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('users.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
                  <Link route="users.edit" routeParams={{ id: user.id }} className="text-emerald-800 underline">
                    {t('users.edit')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
