import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { describedBy } from './field_frame'

type Props = {
  /** Translation keys of the texts' current versions, by kind. */
  texts: { privacy: string; guardian: string }
  /** A minor's form: the guardian consents with a checkbox of their own. */
  guardian: boolean
  errors: Record<string, string>
}

function ConsentCheck({ name, text, error }: { name: string; text: string; error?: string }) {
  const id = `field-${name}`
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          className="mt-0.5 size-5 shrink-0"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy(id, undefined, error)}
          aria-required
        />
        <span>
          {text}
          <span className="text-red-700"> *</span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The consent the applicant gives with the submit (and, for a minor, the
 * guardian's), each a required checkbox whose words the server records by
 * version; the pages the words refer to are one tap away.
 */
export default function ConsentChecks({ texts, guardian, errors }: Props) {
  const t = useT()
  return (
    <fieldset className="card flex flex-col gap-3">
      <legend className="px-1 text-lg font-semibold">{t('privacy.consent.title')}</legend>
      <p className="text-sm text-slate-600">
        {t('privacy.consent_links')}
        <a href={urlFor('privacy.policy')} className="underline">
          {t('privacy.policy.title')}
        </a>
        {' · '}
        <a href={urlFor('privacy.consent')} className="underline">
          {t('privacy.consent.title')}
        </a>
      </p>
      <ConsentCheck name="acceptPrivacy" text={t(texts.privacy)} error={errors.acceptPrivacy} />
      {guardian && (
        <ConsentCheck
          name="acceptGuardian"
          text={t(texts.guardian)}
          error={errors.acceptGuardian}
        />
      )}
    </fieldset>
  )
}
