import { Form } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import CheckboxField from '~/components/checkbox_field'
import SelectField from '~/components/select_field'
import TextField from '~/components/text_field'
import TitledCard from '~/components/titled_card'

type Bilingual = { es: string; en: string }
type Props = {
  tournament: { id: number; name: string; year: number }
  categories: string[]
  settings: {
    decisionMails: boolean
    approvedTexts: Record<string, Bilingual>
    reasons: (Bilingual & { id: string })[]
  }
  preview: {
    subject: string
    paragraphs: string[]
    action: string | null
    choice: {
      category: string
      locale: 'es' | 'en'
      decision: 'approved' | 'rejected'
      reason: string
    }
  }
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
      <TitledCard
        id="preview-title"
        title={t('applicants.settings.preview_title')}
        className="mt-6 flex flex-col gap-4"
        headingClassName="text-lg font-semibold"
      >
        <form
          className="grid gap-3 sm:grid-cols-4"
          onSubmit={(event) => {
            event.preventDefault()
            showPreview(event.currentTarget)
          }}
        >
          <SelectField
            name="category"
            id="preview-category"
            label={t('applicants.settings.preview_category')}
            defaultValue={preview.choice.category}
            options={categories.map((category) => ({
              value: category,
              label: t(`massive_update.categories.${category}`),
            }))}
          />
          <SelectField
            name="locale"
            id="preview-locale"
            label={t('applicants.settings.preview_locale')}
            defaultValue={preview.choice.locale}
            options={[
              { value: 'es', label: t('applicants.settings.spanish') },
              { value: 'en', label: t('applicants.settings.english') },
            ]}
          />
          <SelectField
            name="decision"
            id="preview-decision"
            label={t('applicants.settings.preview_decision')}
            defaultValue={preview.choice.decision}
            options={[
              { value: 'approved', label: t('applicants.settings.approved') },
              { value: 'rejected', label: t('applicants.settings.rejected') },
            ]}
          />
          {settings.reasons.length > 0 && (
            <SelectField
              name="reason"
              id="preview-reason"
              label={t('applicants.settings.preview_reason')}
              defaultValue={preview.choice.reason}
              options={settings.reasons.map((reason) => ({ value: reason.id, label: reason.es }))}
            />
          )}
          <button type="submit" className="btn-primary self-end">
            {t('applicants.settings.show_preview')}
          </button>
        </form>
        <article
          className="rounded-md border border-slate-300 bg-white p-4"
          lang={preview.choice.locale}
          aria-label={t('applicants.settings.preview_title')}
        >
          <p className="mb-3 text-sm">
            <strong>{t('applicants.settings.subject')}:</strong> {preview.subject}
          </p>
          {preview.paragraphs.map((paragraph, index) => (
            <p key={index} className="mb-2 whitespace-pre-line">
              {paragraph}
            </p>
          ))}
          {preview.action && <p className="text-blue-800 underline">{preview.action}</p>}
        </article>
      </TitledCard>
    </div>
  )
}
