import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { restaurants: Data.Restaurant.Variants['forDesk'][] }

/** Administrators may work at any till: they choose which. */
export default function ChooseRestaurant({ restaurants }: Props) {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('restaurants.choose.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('restaurants.choose.title')}</h1>
      {restaurants.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <Link
                route="restaurant_desk.show"
                routeParams={{ id: restaurant.id }}
                className="card block min-h-20 text-lg font-semibold hover:bg-slate-50"
              >
                {restaurant.name}
                <span className="block text-sm font-normal text-slate-600">
                  {t(`restaurants.kinds.${restaurant.kind}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
