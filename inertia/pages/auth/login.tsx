import { Form, Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import { urlFor } from '~/client'

type Props = { notes: { demoWithoutSecondFactor: boolean; sso: string | null } }

export default function Login({ notes }: Props) {
  const t = useT()
  /** A refused login stays next to the form, not only in a toast that fades. */
  const notification = usePage().flash.notification
  return (
    <div className="mx-auto max-w-sm">
      <PageTitle title={t('auth.login.title')} />
      <h1 className="mb-6 text-2xl font-bold">{t('auth.login.title')}</h1>
      {notification && (
        <p
          role={notification.type === 'error' ? 'alert' : 'status'}
          className={`mb-4 rounded-md border p-3 font-medium ${
            notification.type === 'error'
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-emerald-300 bg-emerald-50 text-emerald-900'
          }`}
        >
          {notification.message}
        </p>
      )}
      {notes.demoWithoutSecondFactor && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('sign_in.login.demo_note')}
        </p>
      )}
      {notes.sso && (
        <a href={urlFor('sso.redirect')} className="btn-primary mb-4 block text-center">
          {t('sign_in.sso.button', { name: notes.sso })}
        </a>
      )}
      <Form route="session.store" className="card flex flex-col gap-5">
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
            <TextField
              name="password"
              type="password"
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              error={errors.password}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="remember" value="true" className="size-4" />
              {t('auth.login.remember')}
            </label>
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('auth.login.submit')}
            </button>
            <Link route="password_reset.create" className="text-sm text-emerald-800 underline">
              {t('auth.login.forgot')}
            </Link>
          </>
        )}
      </Form>
    </div>
  )
}
