import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = {
  tour: 'WTA' | 'ATP'
  /** The screen's routes: `imports.*` (WTA) or `imports_atp.*` (ATP). */
  resource: 'imports' | 'imports_atp'
  tournament: string | null
  maxMegabytes: number
  columns: { column: string; aliases: string[] }[]
}

const REQUIRED = new Set(['name', 'lastName', 'passport'])

/** Upload a tour list; the accepted columns are listed so nobody has to guess. */
export default function ImportCreate({ tour, resource, tournament, maxMegabytes, columns }: Props) {
  const t = useT()
  return (
    <div className="max-w-3xl">
      <PageTitle title={t(`imports.create_title.${tour}`)} />
      <h1 className="mb-4 text-2xl font-bold">{t(`imports.create_title.${tour}`)}</h1>
      <p className={`mb-4 ${tournament ? '' : 'text-red-700'}`}>
        {tournament ? t('imports.target', { tournament }) : t('imports.no_tournament')}
      </p>
      <Form route={`${resource}.store`} className="card mb-6 grid gap-4">
        {({ processing }) => (
          <>
            <div>
              <label htmlFor="file" className="field-label">
                {t('imports.file')}
              </label>
              <input
                id="file"
                name="file"
                type="file"
                required
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                className="field-input"
                aria-describedby="file-help"
              />
              <p id="file-help" className="mt-1 text-sm text-slate-600">
                {t('imports.file_help', { max: maxMegabytes })}
              </p>
            </div>
            <div className="flex gap-3">
              <button type="submit" className="btn-primary" disabled={processing}>
                {t('imports.submit')}
              </button>
              <Link route={`${resource}.index`} className="self-center underline">
                {t('imports.back')}
              </Link>
            </div>
          </>
        )}
      </Form>
      <h2 className="mb-2 text-lg font-semibold">{t('imports.accepted_columns')}</h2>
      <table className="mb-2 w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th className="px-3 py-2">{t('imports.column')}</th>
            <th className="px-3 py-2">{t('imports.headers')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map(({ column, aliases }) => (
            <tr key={column} className="border-t border-slate-100">
              <td className="px-3 py-2">
                {t(`default_players.fields.${column === 'nationality' ? 'nationalityId' : column}`)}{' '}
                <span className="text-slate-500">
                  ({t(REQUIRED.has(column) ? 'imports.required' : 'imports.optional')})
                </span>
              </td>
              <td className="px-3 py-2 font-mono text-xs">{aliases.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-600">{t('imports.columns_help')}</p>
    </div>
  )
}
