import { useT } from '~/hooks/use_t'
import SelectField from '~/components/select_field'
import TitledCard from '~/components/titled_card'

type Bilingual = { es: string; en: string }
export type Preview = {
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
type Props = {
  categories: string[]
  reasons: (Bilingual & { id: string })[]
  preview: Preview
  /** Reloads the preview for the choice in the form. */
  onShow: (form: HTMLFormElement) => void
}

/** A decision mail as the applicant would read it, for a chosen category, language and decision. */
export default function MailPreview({ categories, reasons, preview, onShow }: Props) {
  const t = useT()
  return (
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
          onShow(event.currentTarget)
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
        {reasons.length > 0 && (
          <SelectField
            name="reason"
            id="preview-reason"
            label={t('applicants.settings.preview_reason')}
            defaultValue={preview.choice.reason}
            options={reasons.map((reason) => ({ value: reason.id, label: reason.es }))}
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
  )
}
