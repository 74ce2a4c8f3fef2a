import type { Data } from '@generated/data'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import Pagination from '~/components/pagination'
import { InlineSearch } from '~/components/list_filters'
import StateBadge from '~/components/staff_forms/state_badge'

type Props = {
  search: string | null
  tutors: Data.Tutor[]
  meta: { currentPage: number; lastPage: number; total: number }
}

/** The list's query string: the search, and the page after the first. */
function tutorsQuery(search: string | null, page = 1) {
  return { ...(search ? { search } : {}), ...(page > 1 ? { page } : {}) }
}

/** Parents and guardians with their ballboys. */
export default function Tutors({ search, tutors, meta }: Props) {
  const t = useT()
  return (
    <div>
      <PageTitle title={t('forms_admin.tutors')} />
      <p className="text-sm text-slate-600">
        <Link route="staff_forms.index" routeParams={{ type: 'ballboy' }} className="underline">
          {t('form_types.ballboy')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('forms_admin.tutors')}</h1>
      <InlineSearch
        label={t('forms_admin.search')}
        defaultValue={search}
        className="mb-4 flex gap-2"
        onSearch={(value) =>
          router.get(urlFor('staff_forms.tutors', { type: 'ballboy' }, { qs: tutorsQuery(value) }))
        }
      />
      {tutors.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {tutors.map((tutor) => (
            <li key={tutor.document} className="card">
              <h2 className="font-semibold">
                {tutor.name} {tutor.lastName}{' '}
                <span className="font-normal text-slate-500">· {tutor.document}</span>
              </h2>
              <p className="text-sm text-slate-600">
                {tutor.cellPhone}
                {tutor.email && ` · ${tutor.email}`}
              </p>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {tutor.ballboys.map((ballboy) => (
                  <li key={ballboy.id} className="flex items-center gap-2">
                    <Link
                      route="staff_forms.show"
                      routeParams={{ type: 'ballboy', id: ballboy.id }}
                      className="text-emerald-800 hover:underline"
                    >
                      {ballboy.name} {ballboy.lastName}
                    </Link>
                    <StateBadge state={ballboy.state} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        currentPage={meta.currentPage}
        lastPage={meta.lastPage}
        route="staff_forms.tutors"
        routeParams={{ type: 'ballboy' }}
        qs={(page) => tutorsQuery(search, page)}
      />
    </div>
  )
}
