import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

type Rule = 'sensitive' | 'everyone' | 'off'
type Props = {
  settings: { secondFactorRule: Rule; auditRetentionDays: number; ssoAllowedDomains: string[] }
  sso: boolean
}

const RULES: Rule[] = ['sensitive', 'everyone', 'off']

/** Configuration → Sign-in: the second-factor rule and the audit trail's retention. */
export default function SignInSettings({ settings, sso }: Props) {
  const t = useT()
  return (
    <div className="max-w-2xl">
      <PageTitle title={t('sign_in.settings.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('sign_in.settings.title')}</h1>
      <Form route="sign_in_settings.update" className="card flex flex-col gap-5">
        {({ errors, processing }) => (
          <>
            <fieldset>
              <legend className="field-label">{t('sign_in.settings.rule')}</legend>
              {RULES.map((rule) => (
                <label key={rule} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="secondFactorRule"
                    value={rule}
                    defaultChecked={settings.secondFactorRule === rule}
                    className="size-5"
                  />
                  {t(`sign_in.settings.rule_${rule}`)}
                </label>
              ))}
              {errors.secondFactorRule && (
                <p className="field-error" role="alert">
                  {errors.secondFactorRule}
                </p>
              )}
            </fieldset>
            <TextField
              name="auditRetentionDays"
              type="number"
              min={30}
              max={3650}
              label={t('sign_in.settings.retention')}
              defaultValue={settings.auditRetentionDays}
              required
              error={errors.auditRetentionDays}
            />
            {sso && (
              <TextField
                name="ssoAllowedDomains"
                label={t('sign_in.settings.sso_domains')}
                hint={t('sign_in.settings.sso_domains_help')}
                defaultValue={settings.ssoAllowedDomains.join(', ')}
                error={errors.ssoAllowedDomains}
              />
            )}
            <button type="submit" className="btn-primary self-start" disabled={processing}>
              {t('sign_in.settings.submit')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
