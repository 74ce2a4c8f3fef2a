import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

export default function ForgotPassword() {
  const t = useT()
  return (
    <div className="mx-auto max-w-sm">
      <PageTitle title={t('auth.reset.request_title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('auth.reset.request_title')}</h1>
      <p className="mb-6 text-slate-600">{t('auth.reset.request_help')}</p>
      <Form route="password_reset.store" className="card flex flex-col gap-5" resetOnSuccess>
        {({ errors, processing }) => (
          <>
            <TextField
              name="email"
              type="email"
              label={t('auth.fields.email')}
              autoComplete="username"
              required
              error={errors.email}
            />
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('auth.reset.request_submit')}
            </button>
            <Link route="session.create" className="text-sm text-emerald-800 underline">
              {t('auth.reset.back_to_login')}
            </Link>
          </>
        )}
      </Form>
    </div>
  )
}
