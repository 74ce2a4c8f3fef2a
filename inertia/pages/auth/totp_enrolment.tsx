import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import { AddPasskey } from '~/components/passkeys'

type Props = { secret: string; uri: string; qrSvg: string; required: boolean }

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export default function TotpEnrolment({ secret, qrSvg, required }: Props) {
  const t = useT()
  return (
    <div className="max-w-xl">
      <PageTitle title={t('sign_in.enrol.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('sign_in.enrol.title')}</h1>
      {required && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('sign_in.enrol.required')}
        </p>
      )}
      <div className="card flex flex-col gap-4">
        <p>{t('sign_in.enrol.help')}</p>
        {/* The SVG is drawn on the server by bwip-js from the otpauth address: no user text in it. */}
        <div
          className="w-56 bg-white"
          role="img"
          aria-label="QR"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-sm">
          {t('sign_in.enrol.manual')}:{' '}
          <code className="font-mono break-all" data-testid="totp-secret">
            {secret}
          </code>
        </p>
        <Form route="account_totp.store" className="flex flex-col gap-4">
          {({ errors, processing }) => (
            <>
              <TextField
                name="code"
                label={t('sign_in.enrol.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                error={errors.code}
              />
              <button type="submit" className="btn-primary" disabled={processing}>
                {t('sign_in.enrol.submit')}
              </button>
            </>
          )}
        </Form>
      </div>
      <section className="card mt-6" aria-labelledby="passkey-enrol-title">
        <h2 id="passkey-enrol-title" className="mb-3 text-lg font-semibold">
          {t('sign_in.passkeys.title')}
        </h2>
        <p className="mb-3 text-sm">{t('sign_in.passkeys.help')}</p>
        <AddPasskey />
      </section>
    </div>
  )
}
