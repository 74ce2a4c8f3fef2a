import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import PasswordField from '~/components/password_field'

type Props = { token: string; signature: string; usable: boolean }

export default function ResetPassword({ token, signature, usable }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-sm">
      <PageTitle title={t('auth.reset.new_title')} />
      <h1 className="mb-6 text-2xl font-bold">{t('auth.reset.new_title')}</h1>
      {usable ? (
        <Form
          route="password_reset.update"
          routeParams={{ token }}
          qs={{ signature }}
          className="card flex flex-col gap-5"
        >
          {({ errors, processing }) => (
            <>
              <PasswordField
                label={t('auth.fields.new_password')}
                required
                error={errors.password}
              />
              <TextField
                name="passwordConfirmation"
                type="password"
                label={t('auth.fields.password_confirmation')}
                autoComplete="new-password"
                required
              />
              <button type="submit" className="btn-primary" disabled={processing}>
                {t('auth.reset.new_submit')}
              </button>
            </>
          )}
        </Form>
      ) : (
        <div className="card">
          <p className="mb-4">{t('auth.reset.invalid_link')}</p>
          <Link route="password_reset.create" className="btn-primary">
            {t('auth.reset.request_again')}
          </Link>
        </div>
      )}
    </div>
  )
}
