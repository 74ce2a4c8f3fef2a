import { Form } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import CheckboxField from '~/components/checkbox_field'
import TextField from '~/components/text_field'
import MailPreview, { type Preview } from '~/components/applicants/staff/mail_preview'

type Bilingual = { es: string; en: string }
type Props = {
  tournament: Data.Tournament.Variants['forHeading']
  categories: string[]
  settings: {
    decisionMails: boolean
    approvedTexts: Record<string, Bilingual>
    reasons: (Bilingual & { id: string })[]
  }
  preview: Preview
}

/** Rows left empty for new reasons. */
const NEW_REASONS = 3

/** A tournament's decision mails: the switch, the collection text per category, the reasons, a preview. */
export default function ApplicantMailSettings({
  tournament,
  categories,
  settings,
  preview,
}: Props) {
  const t = useT()
  const title = `${t('applicants.settings.title')} · ${tournament.name}`
  const reasons = [
    ...settings.reasons,
    ...Array.from({ length: NEW_REASONS }, () => ({ id: '', es: '', en: '' })),
  ]
  const showPreview = (form: HTMLFormElement) => {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>
    router.get(urlFor('applicant_mails.edit', { id: tournament.id }), data, {
      preserveScroll: true,
      only: ['preview'],
    })
  }
  return (
    <div className="max-w-3xl">
      <PageTitle title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Form
        route="applicant_mails.update"
        routeParams={{ id: tournament.id }}
        className="card flex flex-col gap-5"
      >
        {({ errors: typed, processing }) => {
          /** Item errors ("reasons.0.es") are keyed deeper than the form's own fields. */
          const errors = typed as Record<string, string | undefined>
          return (
            <>
              <CheckboxField
                name="decisionMails"
                label={t('applicants.settings.decision_mails')}
                defaultChecked={settings.decisionMails}
                error={errors.decisionMails}
              />
              <fieldset className="flex flex-col gap-4">
                <legend className="field-label">{t('applicants.settings.approved_title')}</legend>
                <p className="text-sm text-slate-600">{t('applicants.settings.approved_help')}</p>
                {categories.map((category, index) => (
                  <fieldset key={category} className="grid gap-3 sm:grid-cols-2">
                    <legend className="font-semibold">
                      {t(`massive_update.categories.${category}`)}
                    </legend>
                    <input
                      type="hidden"
                      name={`approvedTexts[${index}][category]`}
                      value={category}
                    />
                    {(['es', 'en'] as const).map((locale) => (
                      <TextField
                        key={locale}
                        name={`approvedTexts[${index}][${locale}]`}
                        id={`approved-${category}-${locale}`}
                        label={`${t(`massive_update.categories.${category}`)} · ${t(
                          locale === 'es'
                            ? 'applicants.settings.spanish'
                            : 'applicants.settings.english'
                        )}`}
                        defaultValue={settings.approvedTexts[category]?.[locale] ?? ''}
                        error={errors[`approvedTexts.${index}.${locale}`]}
                      />
                    ))}
                  </fieldset>
                ))}
              </fieldset>
              <fieldset className="flex flex-col gap-4">
                <legend className="field-label">{t('applicants.settings.reasons_title')}</legend>
                <p className="text-sm text-slate-600">{t('applicants.settings.reasons_help')}</p>
                {reasons.map((reason, index) => (
                  <div key={reason.id || `new-${index}`} className="grid gap-3 sm:grid-cols-2">
                    {reason.id && (
                      <input type="hidden" name={`reasons[${index}][id]`} value={reason.id} />
                    )}
                    {(['es', 'en'] as const).map((locale) => (
                      <TextField
                        key={locale}
                        name={`reasons[${index}][${locale}]`}
                        id={`reason-${index}-${locale}`}
                        label={`${t('applicants.settings.reason_number', { number: index + 1 })} · ${t(
                          locale === 'es'
                            ? 'applicants.settings.spanish'
                            : 'applicants.settings.english'
                        )}`}
                        defaultValue={reason[locale]}
                        error={errors[`reasons.${index}.${locale}`]}
                      />
                    ))}
                  </div>
                ))}
              </fieldset>
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('actions.save')}
              </button>
            </>
          )
        }}
      </Form>
      <MailPreview
        categories={categories}
        reasons={settings.reasons}
        preview={preview}
        onShow={showPreview}
      />
    </div>
  )
}
