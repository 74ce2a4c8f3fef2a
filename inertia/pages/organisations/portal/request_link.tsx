import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

/** A manager asks for a sign-in link to their organisation's portal. */
export default function RequestLink() {
  const t = useT()
  return (
    <div className="mx-auto max-w-md">
      <PageTitle title={t('organisations.portal.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('organisations.portal.title')}</h1>
      <p className="mb-4 text-slate-700">{t('organisations.portal.request_help')}</p>
      <Form route="organisation_portal.send_link" className="card flex flex-col gap-4">
        {({ errors, processing }) => (
          <>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('organisations.manager_email')}
              error={(errors as Record<string, string>).email}
            />
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('organisations.portal.send_link')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
