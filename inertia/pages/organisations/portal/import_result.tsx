import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { result: Data.OrganisationImport }

/** An upload's row-level results: created, or failed with the reason. */
export default function ImportResult({ result }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={t('organisations.import.result_title')} />
      <Link route="organisation_portal.home" className="text-sm text-emerald-800 underline">
        {t('organisations.portal.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('organisations.import.result_title')}</h1>
      <p className="mb-4" role="status">
        {t('organisations.import.summary', {
          file: result.fileName,
          created: result.created,
          failed: result.failed,
        })}
      </p>
      <ul className="card divide-y divide-slate-100">
        {result.rows.map((row) => (
          <li key={row.line} className="py-2" data-outcome={row.outcome}>
            <p className="font-medium">
              {t('organisations.import.line', { line: row.line })} · {row.name || '—'} ·{' '}
              {t(`organisations.import.outcomes.${row.outcome}`)}
            </p>
            {row.reason && <p className="text-sm text-red-800">{row.reason}</p>}
            {row.possibleDuplicate && (
              <p className="text-sm text-amber-800">
                {t('organisations.import.possible_duplicate')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
