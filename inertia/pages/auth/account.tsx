import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import CurrentPasswordField from '~/components/current_password_field'
import PasswordField from '~/components/password_field'
import TitledCard from '~/components/titled_card'
import { AddPasskey } from '~/components/passkeys'
import StaffSessions, {
  type OpenSession,
  type RememberedBrowser,
} from '~/components/staff_sessions'

type Props = {
  account: { name: string; lastName: string; email: string }
  secondFactor: { totp: boolean; passkeys: number; recoveryCodesLeft: number; required: boolean }
  passkeys: { id: number; name: string; createdAt: string | null; lastUsedAt: string | null }[]
  sessions: OpenSession[]
  devices: RememberedBrowser[]
  /** Shown once, right after they were made. */
  recoveryCodes: string[] | null
}

/** My account: password, second factor and recovery codes, sessions. */
export default function Account({
  account,
  secondFactor,
  passkeys,
  sessions,
  devices,
  recoveryCodes,
}: Props) {
  const t = useT()
  const date = useFormatDate()
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageTitle title={t('sign_in.account.title')} />
      <h1 className="text-2xl font-bold">{t('sign_in.account.title')}</h1>

      {recoveryCodes && (
        <TitledCard id="recovery-codes-title" title={t('sign_in.account.recovery_title')}>
          <p className="mb-3 text-sm">{t('sign_in.account.recovery_help')}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </TitledCard>
      )}

      <TitledCard id="second-factor-title" title={t('sign_in.account.factor_title')}>
        {secondFactor.required && !secondFactor.totp && !secondFactor.passkeys && (
          <p className="mb-3 text-amber-900">{t('sign_in.account.factor_required')}</p>
        )}
        <p className="mb-3 font-medium">
          {t(secondFactor.totp ? 'sign_in.account.factor_on' : 'sign_in.account.factor_off')}
        </p>
        {secondFactor.totp ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm">
              {t('sign_in.account.recovery_left', { count: secondFactor.recoveryCodesLeft })}
            </p>
            <Form route="account.renew_recovery_codes" className="flex flex-col gap-3">
              {({ errors }) => (
                <>
                  <CurrentPasswordField
                    id="renew-current-password"
                    error={errors.currentPassword}
                  />
                  <button type="submit" className="btn-secondary self-start">
                    {t('sign_in.account.recovery_renew')}
                  </button>
                </>
              )}
            </Form>
            <Form route="account.remove_second_factor" className="flex flex-col gap-3">
              {({ errors }) => (
                <>
                  <p className="text-sm">{t('sign_in.account.factor_remove_help')}</p>
                  <CurrentPasswordField
                    id="remove-current-password"
                    error={errors.currentPassword}
                  />
                  <button type="submit" className="btn-secondary self-start">
                    {t('sign_in.account.factor_remove')}
                  </button>
                </>
              )}
            </Form>
          </div>
        ) : (
          <Link route="account_totp.create" className="btn-primary">
            {t('sign_in.account.factor_enrol')}
          </Link>
        )}
      </TitledCard>

      <TitledCard id="passkeys-title" title={t('sign_in.passkeys.title')}>
        <p className="mb-3 text-sm">{t('sign_in.passkeys.help')}</p>
        {passkeys.length === 0 ? (
          <p className="mb-3 text-sm">{t('sign_in.passkeys.none')}</p>
        ) : (
          <ul className="mb-4 flex flex-col gap-2" data-testid="passkeys">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-end gap-3">
                <span className="font-medium">{passkey.name}</span>
                <span className="text-sm text-slate-600">
                  {passkey.createdAt &&
                    t('sign_in.passkeys.created', { date: date(passkey.createdAt) })}
                </span>
                <Form
                  route="account_passkeys.destroy"
                  routeParams={{ id: passkey.id }}
                  className="flex items-end gap-2"
                >
                  {({ errors }) => (
                    <>
                      <CurrentPasswordField
                        id={`passkey-${passkey.id}-password`}
                        error={errors.currentPassword}
                      />
                      <button type="submit" className="text-sm text-red-800 underline">
                        {t('sign_in.passkeys.remove')}
                        <span className="sr-only"> {passkey.name}</span>
                      </button>
                    </>
                  )}
                </Form>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey />
      </TitledCard>

      <TitledCard id="password-title" title={t('sign_in.account.password_title')}>
        <Form route="account.update_password" className="flex flex-col gap-4">
          {({ errors, processing }) => (
            <>
              <CurrentPasswordField error={errors.currentPassword} />
              <PasswordField
                label={t('sign_in.account.new_password')}
                required
                personal={[account.name, account.lastName, account.email]}
                error={errors.password}
              />
              <TextField
                name="passwordConfirmation"
                type="password"
                label={t('sign_in.account.password_confirmation')}
                autoComplete="new-password"
                required
              />
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('sign_in.account.password_submit')}
              </button>
            </>
          )}
        </Form>
      </TitledCard>

      <TitledCard id="sessions-title" title={t('sign_in.account.sessions_title')}>
        <p className="mb-3 text-sm">{t('sign_in.account.sessions_help')}</p>
        <StaffSessions sessions={sessions} devices={devices} userId={null} />
        <p className="mt-4 mb-3 text-sm">{t('sign_in.sessions.everywhere_help')}</p>
        <div className="flex flex-wrap gap-3">
          <Form route="account.sign_out_elsewhere">
            <button type="submit" className="btn-secondary">
              {t('sign_in.sessions.sign_out_elsewhere')}
            </button>
          </Form>
          <Form route="account.sign_out_everywhere">
            <button type="submit" className="btn-secondary">
              {t('sign_in.account.sign_out_everywhere')}
            </button>
          </Form>
        </div>
      </TitledCard>
    </div>
  )
}
