import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = {
  tournaments: {
    id: number
    name: string
    categories: { code: string; labels: { es: string; en: string } | null; version: number }[]
  }[]
}

/** The badge designer's list: each tournament's default and categories, and their template. */
export default function BadgeTemplates({ tournaments }: Props) {
  const t = useT()
  return (
    <div className="max-w-4xl">
      <PageTitle title={t('designer.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('designer.title')}</h1>
      <p className="mb-4 text-slate-600">{t('designer.index_help')}</p>
      {tournaments.map((tournament) => (
        <section key={tournament.id} className="mb-6">
          <h2 className="mb-2 text-lg font-semibold">{tournament.name}</h2>
          <StaffTable
            head={
              <>
                <th className="px-3 py-2">{t('designer.category')}</th>
                <th className="px-3 py-2">{t('designer.template')}</th>
                <th className="px-3 py-2" />
              </>
            }
            empty=""
          >
            {tournament.categories.map((category) => (
              <tr key={category.code} className="border-t border-slate-100">
                <td className="px-3 py-2">
                  {category.labels
                    ? t(`massive_update.categories.${category.code}`)
                    : t('designer.default')}
                </td>
                <td className="px-3 py-2">
                  {category.version
                    ? t('designer.version', { version: category.version })
                    : t('designer.not_designed')}
                </td>
                <td className="px-3 py-2">
                  <Link
                    route="badge_templates.edit"
                    routeParams={{ tournament: tournament.id }}
                    qs={{ category: category.code }}
                    className="btn-secondary"
                    aria-label={`${t('designer.design')} ${category.labels ? t(`massive_update.categories.${category.code}`) : t('designer.default')} · ${tournament.name}`}
                  >
                    {t('designer.design')}
                  </Link>
                </td>
              </tr>
            ))}
          </StaffTable>
        </section>
      ))}
    </div>
  )
}
