import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { token: string; usable: boolean }

/** The mailed link's page: one button signs in (opening the link alone changes nothing). */
export default function PortalSignIn({ token, usable }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-md">
      <PageTitle title={t('organisations.portal.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('organisations.portal.title')}</h1>
      {usable ? (
        <Form route="organisation_portal.enter" routeParams={{ token }} className="card">
          {({ processing }) => (
            <button type="submit" className="btn-primary w-full" disabled={processing}>
              {t('organisations.portal.enter')}
            </button>
          )}
        </Form>
      ) : (
        <div className="card flex flex-col gap-3">
          <p role="alert">{t('organisations.portal.link_refused')}</p>
          <Link route="organisation_portal.request_link" className="text-emerald-800 underline">
            {t('organisations.portal.send_link')}
          </Link>
        </div>
      )}
    </div>
  )
}
