import { Form, Link } from '@adonisjs/inertia/react'
import { useRef, useState, type FormEvent } from 'react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FieldInput from '~/components/public_form/field_input'
import DownloadList from '~/components/public_form/download_list'
import ConsentChecks from '~/components/public_form/consent_checks'
import { isVisible, type ClientField, type Option } from '~/components/public_form/types'
import type { PublicFormRoute, RouteTarget } from '~/components/public_form/routes'
import type { Data } from '@generated/data'

type Props = {
  form: {
    slug: string
    sections: { title: string; fields: ClientField[] }[]
    options: Record<string, Option[]>
    requiredDownloads: string[]
    offeredDownloads: string[]
    rules: string[]
    /** Where a returning person finds last year's request. */
    lookup: { route: 'players.returning'; title: string } | null
    guardianConsent: boolean
  }
  /** Translation keys of the consent texts' current versions. */
  consentTexts: { privacy: string; guardian: string }
  /** The form's store route: the accreditation group or the player, a guest link's signature. */
  action: RouteTarget<PublicFormRoute<'store'>>
  kind: string | null
  tournament: Data.Tournament.Variants['forHeading']
  downloaded: string[]
  maxUpload: string
  /** The player a guest link is for. */
  player?: Data.DefaultPlayer.Variants['forGuestForm'] | null
  /** Last year's answers of a returning team member, to confirm or correct. */
  initial?: Record<string, string> | null
}

/** Names of the yes/no fields other fields depend on. */
function watchedNames(sections: Props['form']['sections']) {
  return new Set(
    sections.flatMap((section) =>
      section.fields.flatMap((field) => [field.whenYes, field.whenNo]).filter(Boolean)
    )
  )
}

/** Any public request form: its sections and fields come from the server's registry. */
export default function PublicForm({
  form,
  action,
  kind,
  tournament,
  downloaded,
  player,
  initial,
  consentTexts,
}: Props) {
  const t = useT()
  const title = kind
    ? `${t(`form_types.${form.slug}`)} · ${t(`options.accreditationKinds.${kind}`)}`
    : t(`form_types.${form.slug}`)
  const watched = watchedNames(form.sections)
  const [values, setValues] = useState<Record<string, string>>(initial ?? {})
  /** One key per rendered page, made at the first submit: a double click or a retry stores one form. */
  const submissionKey = useRef<string | null>(null)
  /** Fields changed since the last refused submit: their old error no longer holds. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())
  const banner = useRef<HTMLDivElement>(null)

  function track(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    if (watched.has(target.name))
      setValues((current) => ({ ...current, [target.name]: target.value }))
    markEdited(target.name.replace(/\[\]$/, ''))
  }

  function markEdited(name: string) {
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)))
  }

  /** The server's errors that still hold: none for a field changed since. */
  function standing(errors: Record<string, string>) {
    return Object.fromEntries(Object.entries(errors).filter(([name]) => !edited.has(name)))
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={title} />
      <p className="text-sm uppercase tracking-wide text-slate-500">{tournament.name}</p>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {player && (
        <p className="card mb-4 font-medium">
          {t('forms.guest_link.for_player', { player: player.name })}
        </p>
      )}
      {initial && (
        <p role="status" className="card mb-4 border-emerald-300 bg-emerald-50 text-emerald-900">
          {t('forms.returning.found')}
        </p>
      )}
      {form.rules.length > 0 && (
        <ul className="card mb-4 list-disc space-y-1 pl-8 text-slate-700">
          {form.rules.map((rule) => (
            <li key={rule}>{t(rule, { year: tournament.year })}</li>
          ))}
          {form.lookup && !initial && (
            <li>
              <Link route={form.lookup.route} className="font-medium text-emerald-800 underline">
                {t('forms.returning.lookup_link')}
              </Link>
            </li>
          )}
        </ul>
      )}
      <Form
        route={action.route}
        routeParams={action.params}
        qs={action.qs}
        noValidate
        onChange={track}
        options={{ preserveState: true }}
        transform={(data) => ({
          ...data,
          submissionKey: (submissionKey.current ??= crypto.randomUUID()),
        })}
        onError={() => {
          setEdited(new Set())
          setTimeout(() => banner.current?.focus(), 100)
        }}
        className="flex flex-col gap-6"
      >
        {({ errors: sent, processing, progress }) => {
          const errors = standing(sent as Record<string, string>)
          return (
            <>
              {Object.keys(errors).length > 0 && (
                <div
                  ref={banner}
                  tabIndex={-1}
                  role="alert"
                  className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
                >
                  {t('forms.errors.general')}
                </div>
              )}
              <DownloadList
                required={form.requiredDownloads}
                offered={form.offeredDownloads}
                initiallyDone={downloaded}
                errors={errors}
                onDownload={(name) => markEdited(`downloaded_${name}`)}
              />
              {form.sections.map((section) => (
                <fieldset key={section.title} className="card flex flex-col gap-4">
                  <legend className="px-1 text-lg font-semibold">{t(section.title)}</legend>
                  {section.fields
                    .filter((field) => isVisible(field, values))
                    .map((field) => (
                      <FieldInput
                        key={field.name}
                        field={field}
                        options={field.options ? (form.options[field.options] ?? []) : []}
                        error={errors[field.name]}
                        initial={initial?.[field.name] || undefined}
                      />
                    ))}
                </fieldset>
              ))}
              <ConsentChecks texts={consentTexts} guardian={form.guardianConsent} errors={errors} />
              <button
                type="submit"
                className="btn-primary self-stretch sm:self-start"
                disabled={processing}
              >
                {processing ? t('forms.sending') : t('forms.submit')}
              </button>
              {processing && (
                <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
                  {/* Without a figure yet (or without files) the bar is indeterminate. */}
                  <progress
                    value={progress?.percentage || undefined}
                    max={100}
                    className="h-2 flex-1"
                    aria-label={t('forms.sending')}
                  />
                  <span>
                    {progress?.percentage
                      ? t('forms.upload_progress', { percent: progress.percentage })
                      : t('forms.sending')}
                  </span>
                </div>
              )}
            </>
          )
        }}
      </Form>
    </div>
  )
}
