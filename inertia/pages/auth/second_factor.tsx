import { Form, Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import { UsePasskey } from '~/components/passkeys'

/** The sign-in's second step: a code from the authenticator app or a recovery code. */
type Props = { passkeys: boolean }

export default function SecondFactor({ passkeys }: Props) {
  const t = useT()
  const notification = usePage().flash.notification
  return (
    <div className="mx-auto max-w-sm">
      <PageTitle title={t('sign_in.challenge.title')} />
      <h1 className="mb-6 text-2xl font-bold">{t('sign_in.challenge.title')}</h1>
      {notification && (
        <p
          role={notification.type === 'error' ? 'alert' : 'status'}
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800"
        >
          {notification.message}
        </p>
      )}
      <Form route="second_factor.store" className="card flex flex-col gap-5">
        {({ errors, processing }) => (
          <>
            <p className="text-sm text-slate-700">{t('sign_in.challenge.help')}</p>
            <TextField
              name="code"
              label={t('sign_in.challenge.code')}
              autoComplete="one-time-code"
              autoFocus
              required
              error={errors.code}
            />
            <button type="submit" className="btn-primary" disabled={processing}>
              {t('sign_in.challenge.submit')}
            </button>
            <Link route="session.create" className="text-sm text-emerald-800 underline">
              {t('auth.reset.back_to_login')}
            </Link>
          </>
        )}
      </Form>
      {passkeys && (
        <div className="card mt-4">
          <UsePasskey />
        </div>
      )}
    </div>
  )
}
