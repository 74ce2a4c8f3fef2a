import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffListHeader from '~/components/staff_list_header'

type Props = { permissions: Data.Permission[] }

export default function PermissionsIndex({ permissions }: Props) {
  const t = useT()
  return (
    <div>
      <StaffListHeader title={t('permissions.title')}>
        <Link route="permissions.create" className="btn-primary">
          {t('permissions.create')}
        </Link>
      </StaffListHeader>
      {permissions.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {permissions.map((permission) => (
            <li key={permission.id} className="card">
              <div className="flex items-start justify-between gap-3">
                <h2 className="font-semibold">{permission.name}</h2>
                <Link
                  route="permissions.edit"
                  routeParams={{ id: permission.id }}
                  className="text-emerald-800 underline"
                >
                  {t('permissions.edit')}
                </Link>
              </div>
              <p className="mt-2 text-sm text-slate-600">
                {permission.active.length
                  ? permission.active.join(' · ')
                  : t('permissions.none_active')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
