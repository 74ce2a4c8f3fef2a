import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'

type Props = { restaurants: Data.Restaurant[] }

/** Configuration → Restaurants: the tills staff users belong to. */
export default function RestaurantsIndex({ restaurants }: Props) {
  const t = useT()
  return (
    <div className="max-w-3xl">
      <StaffListHeader title={t('restaurant_config.restaurants.title')} />
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('restaurant_config.restaurants.name')}</th>
            <th className="px-3 py-2">{t('restaurant_config.restaurants.kind')}</th>
            <th className="px-3 py-2">{t('restaurant_config.restaurants.active')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('actions.edit')}</span>
            </th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {restaurants.map((restaurant) => (
          <tr key={restaurant.id} className="border-t border-slate-100">
            <td className="px-3 py-2 font-medium">{restaurant.name}</td>
            <td className="px-3 py-2">{t(`restaurants.kinds.${restaurant.kind}`)}</td>
            <td className="px-3 py-2">
              {restaurant.active
                ? t('restaurant_config.restaurants.open')
                : t('restaurant_config.restaurants.closed')}
            </td>
            <td className="px-3 py-2 text-right">
              <Link
                route="restaurants.edit"
                routeParams={{ id: restaurant.id }}
                className="underline"
              >
                {t('actions.edit')}
              </Link>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
