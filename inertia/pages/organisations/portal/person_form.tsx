import { Form, Link } from '@adonisjs/inertia/react'
import { useRef } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FieldInput from '~/components/public_form/field_input'
import ConsentChecks from '~/components/public_form/consent_checks'
import QuotaLabel from '~/components/organisations/quota_label'
import type { ClientField, Option } from '~/components/public_form/types'

type Props = {
  form: {
    slug: string
    sections: { title: string; fields: ClientField[] }[]
    options: Record<string, Option[]>
    guardianConsent: boolean
  }
  quota: Data.OrganisationQuota
  maxUpload: string
  consentTexts: { privacy: string; guardian: string }
}

/** A manager adds a person: the category's own form (photo checks and crop included). */
export default function PersonForm({ form, quota, consentTexts }: Props) {
  const t = useT()
  /** One key per rendered page: a double tap stores one person and takes one place. */
  const submissionKey = useRef<string | null>(null)
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={t('organisations.portal.add_person')} />
      <Link route="organisation_portal.home" className="text-sm text-emerald-800 underline">
        {t('organisations.portal.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{t('organisations.portal.add_person')}</h1>
      <div className="mb-4">
        <QuotaLabel quota={quota} />
        <p className="text-slate-700">
          {t('organisations.quota_use', {
            used: quota.used,
            places: quota.places,
            remaining: quota.remaining,
          })}
        </p>
      </div>
      <Form
        route="organisation_people.store"
        routeParams={{ quota: quota.id }}
        noValidate
        options={{ preserveState: true }}
        transform={(data) => ({
          ...data,
          submissionKey: (submissionKey.current ??= crypto.randomUUID()),
        })}
        className="flex flex-col gap-6"
      >
        {({ errors, processing }) => {
          const error = errors as Record<string, string>
          return (
            <>
              {Object.keys(error).length > 0 && (
                <div
                  role="alert"
                  className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
                >
                  {t('forms.errors.general')}
                </div>
              )}
              {form.sections.map((section) => (
                <fieldset key={section.title} className="card flex flex-col gap-4">
                  <legend className="px-1 text-lg font-semibold">{t(section.title)}</legend>
                  {section.fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      field={field}
                      options={field.options ? (form.options[field.options] ?? []) : []}
                      error={error[field.name]}
                    />
                  ))}
                </fieldset>
              ))}
              <p className="text-sm text-slate-700">{t('organisations.portal.consent_help')}</p>
              <ConsentChecks texts={consentTexts} guardian={form.guardianConsent} errors={error} />
              <button
                type="submit"
                className="btn-primary self-stretch sm:self-start"
                disabled={processing}
              >
                {processing ? t('forms.sending') : t('organisations.portal.add_person')}
              </button>
            </>
          )
        }}
      </Form>
    </div>
  )
}
