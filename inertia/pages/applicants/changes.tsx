import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FieldInput from '~/components/public_form/field_input'
import type { ClientField, Option } from '~/components/public_form/types'
import type { Data } from '@generated/data'

type Props = {
  request: Data.ApplicantRequest.Variants['forChanges']
  tournament: Data.Tournament.Variants['forHeading']
  /** Only the fields staff asked to change, as the public form draws them. */
  fields: ClientField[]
  /** Field name → staff's reason. */
  reasons: Record<string, string>
  options: Record<string, Option[]>
  /** The stored values of the marked fields that are not files. */
  initial: Record<string, string | string[]>
  /** This same signed link: the answer is checked against it. */
  action: { params: { id: number; nonce: string }; qs: Record<string, string> }
}

/** The applicant changes the fields staff marked, with the reason next to each. */
export default function Changes({
  request,
  tournament,
  fields,
  reasons,
  options,
  initial,
  action,
}: Props) {
  const t = useT()
  const title = t('applicants.public.changes.page_title')
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={title} />
      <p className="text-sm uppercase tracking-wide text-slate-500">
        {tournament.name} · {t(`form_types.${request.type}`)} · {request.code}
      </p>
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="mb-4 text-slate-700">{t('applicants.public.changes.page_help')}</p>
      <Form
        route="applicants.changes.update"
        routeParams={action.params}
        qs={action.qs}
        noValidate
        className="flex flex-col gap-6"
      >
        {({ errors, processing }) => (
          <>
            {Object.keys(errors).length > 0 && (
              <div
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
              >
                {t('forms.errors.general')}
              </div>
            )}
            {fields.map((field) => (
              <section key={field.name} className="card flex flex-col gap-3">
                <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                  {t('applicants.public.changes.reason', { reason: reasons[field.name] })}
                </p>
                <FieldInput
                  field={{ ...field, required: true }}
                  options={field.options ? (options[field.options] ?? []) : []}
                  error={(errors as Record<string, string>)[field.name]}
                  initial={initial[field.name]}
                />
              </section>
            ))}
            <button
              type="submit"
              className="btn-primary self-stretch sm:self-start"
              disabled={processing}
            >
              {processing ? t('forms.sending') : t('applicants.public.changes.submit')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
