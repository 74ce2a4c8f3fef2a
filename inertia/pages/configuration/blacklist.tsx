import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

type Props = { entries: Data.BlacklistEntry[] }

/** Configuration → Blacklist: names refused at submit (matched on lowercase name plus last name). */
export default function BlacklistIndex({ entries }: Props) {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('blacklist.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('blacklist.title')}</h1>
      <p className="mb-4 text-slate-600">{t('blacklist.help')}</p>
      <Form route="blacklist.store" className="card mb-4 flex flex-wrap items-end gap-3">
        {({ errors, processing }) => (
          <>
            <div className="min-w-64 flex-1">
              <TextField
                name="fullName"
                label={t('blacklist.full_name')}
                error={(errors as Record<string, string>).fullName}
              />
            </div>
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('blacklist.add')}
            </button>
          </>
        )}
      </Form>
      {entries.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-2">
              <span>{entry.fullName}</span>
              <Form
                route="blacklist.destroy"
                routeParams={{ id: entry.id }}
                onBefore={() =>
                  window.confirm(t('blacklist.confirm_remove', { name: entry.fullName }))
                }
              >
                <button type="submit" className="text-sm text-red-700 underline">
                  {t('blacklist.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
