import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { doors: Data.Door.Variants['forSteward'][] }

/** The doors this account may check: one tap opens the steward's screen. */
export default function ChooseDoor({ doors }: Props) {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('doors.choose.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('doors.choose.title')}</h1>
      {doors.length === 0 ? (
        <p className="card">{t('doors.choose.none')}</p>
      ) : (
        <>
          <p className="mb-4 text-slate-600">{t('doors.choose.intro')}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {doors.map((door) => (
              <li key={door.id}>
                <Link
                  route="door_check.show"
                  routeParams={{ id: door.id }}
                  className="card block min-h-20 text-lg font-semibold hover:bg-slate-50"
                >
                  {door.name}
                  <span className="block text-sm font-normal text-slate-600">
                    {door.zone} · {door.tournament} · {t(`doors.directions.${door.direction}`)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
