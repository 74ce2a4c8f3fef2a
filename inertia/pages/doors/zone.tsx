import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import CheckboxField from '~/components/checkbox_field'
import SelectField from '~/components/select_field'
import { deskRequest } from '~/components/staff_desk/desk_request'
import { rulesProblem } from '@doors-rules/rule_check'

type Door = {
  id: number
  name: string
  direction: string
  opensAt: string | null
  closesAt: string | null
}
type Props = {
  zone: {
    id: number
    name: string
    tournament: string
    antiPassback: boolean
    checkoutAt: string | null
    rules: string
    stewards: number[]
  }
  doors: Door[]
  candidates: { id: number; name: string; email: string }[]
}

const DIRECTIONS = ['both', 'in', 'out'] as const

function DoorFields({
  door,
  errors,
  t,
}: {
  door?: Door
  errors: Record<string, string>
  t: ReturnType<typeof useT>
}) {
  const prefix = door ? `door-${door.id}` : 'door-new'
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={t('doors.zone.door_name')}
        defaultValue={door?.name}
        required
        error={errors.name}
      />
      <SelectField
        id={`${prefix}-direction`}
        name="direction"
        label={t('doors.zone.direction')}
        defaultValue={door?.direction ?? 'both'}
        options={DIRECTIONS.map((value) => ({ value, label: t(`doors.directions.${value}`) }))}
        error={errors.direction}
      />
      <TextField
        id={`${prefix}-opens`}
        name="opensAt"
        type="time"
        label={t('doors.zone.opens_at')}
        defaultValue={door?.opensAt ?? ''}
        error={errors.opensAt}
      />
      <TextField
        id={`${prefix}-closes`}
        name="closesAt"
        type="time"
        label={t('doors.zone.closes_at')}
        defaultValue={door?.closesAt ?? ''}
        error={errors.closesAt}
      />
    </div>
  )
}

/** A zone: anti-passback, night check-out, the tournament's rules (with a preview), stewards, doors. */
export default function ZoneEdit({ zone, doors, candidates }: Props) {
  const t = useT()
  const title = t('doors.zone.title', { name: zone.name })
  const [rules, setRules] = useState(zone.rules)
  /** The same check the server makes, as the admin types. */
  const typedProblem = (() => {
    try {
      return rulesProblem(JSON.parse(rules.trim() === '' ? '[]' : rules))
    } catch {
      return 'json'
    }
  })()
  const [preview, setPreview] = useState<{
    verdict?: string
    message: string
    holder?: string | null
  } | null>(null)

  async function runPreview(form: HTMLFormElement) {
    const data = new FormData(form)
    const answer = await deskRequest<{
      verdict?: string
      message?: string
      holder?: string | null
      errors?: { message: string }[]
    }>('POST', urlFor('zones.preview', { id: zone.id }), {
      scan: data.get('scan'),
      doorId: Number(data.get('doorId')),
      direction: data.get('direction'),
      date: data.get('date') || undefined,
      time: data.get('time') || undefined,
      rules,
    })
    if (!answer) return setPreview({ message: t('errors.generic') })
    const body = answer.body
    setPreview({
      verdict: body.verdict,
      message: body.message ?? body.errors?.[0]?.message ?? t('errors.generic'),
      holder: body.holder,
    })
  }

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageTitle title={title} />
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-600">{zone.tournament}</p>
      </div>

      <Form route="zones.update" routeParams={{ id: zone.id }} className="card flex flex-col gap-4">
        {({ errors, processing }) => {
          const fieldErrors = errors as Record<string, string>
          return (
            <>
              <h2 className="text-xl font-semibold">{t('doors.zone.settings')}</h2>
              <CheckboxField
                name="antiPassback"
                label={t('doors.zone.anti_passback')}
                defaultChecked={zone.antiPassback}
              />
              <TextField
                name="checkoutAt"
                type="time"
                label={t('doors.zone.checkout_at')}
                defaultValue={zone.checkoutAt ?? ''}
                error={fieldErrors.checkoutAt}
              />
              <div>
                <label htmlFor="rules" className="field-label">
                  {t('doors.zone.rules')}
                </label>
                <textarea
                  id="rules"
                  name="rules"
                  rows={8}
                  className="field-input font-mono text-sm"
                  value={rules}
                  onChange={(event) => setRules(event.target.value)}
                  aria-describedby="rules-hint"
                  aria-invalid={fieldErrors.rules ? 'true' : undefined}
                />
                <p id="rules-hint" className="mt-1 text-sm text-slate-600">
                  {t('doors.zone.rules_hint')}
                </p>
                {(fieldErrors.rules || typedProblem) && (
                  <p className="field-error" role="alert">
                    {fieldErrors.rules ?? t(`doors.rule_problems.${typedProblem}`)}
                  </p>
                )}
              </div>
              <fieldset>
                <legend className="field-label">{t('doors.zone.stewards')}</legend>
                {candidates.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('doors.zone.no_candidates')}</p>
                ) : (
                  <div className="grid sm:grid-cols-2">
                    {candidates.map((user) => (
                      <label key={user.id} className="flex min-h-11 items-center gap-3 text-sm">
                        <input
                          type="checkbox"
                          name="stewards[]"
                          value={user.id}
                          defaultChecked={zone.stewards.includes(user.id)}
                          className="size-5"
                        />
                        {user.name} ({user.email})
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('actions.save')}
              </button>
            </>
          )
        }}
      </Form>

      <section className="card flex flex-col gap-3" aria-labelledby="preview-title">
        <h2 id="preview-title" className="text-xl font-semibold">
          {t('doors.zone.preview')}
        </h2>
        <p className="text-sm text-slate-600">{t('doors.zone.preview_hint')}</p>
        <form
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault()
            void runPreview(event.currentTarget)
          }}
        >
          <TextField id="preview-scan" name="scan" label={t('doors.zone.preview_scan')} required />
          <SelectField
            id="preview-door"
            name="doorId"
            label={t('doors.zone.preview_door')}
            options={doors.map((door) => ({ value: door.id, label: door.name }))}
          />
          <SelectField
            id="preview-direction"
            name="direction"
            label={t('doors.zone.direction')}
            options={(['in', 'out'] as const).map((value) => ({
              value,
              label: t(`doors.directions.${value}`),
            }))}
          />
          <TextField
            id="preview-date"
            name="date"
            type="date"
            label={t('doors.zone.preview_date')}
          />
          <TextField
            id="preview-time"
            name="time"
            type="time"
            label={t('doors.zone.preview_time')}
          />
          <button type="submit" className="btn-secondary self-end" disabled={doors.length === 0}>
            {t('doors.zone.preview_run')}
          </button>
        </form>
        {preview && (
          <p
            role="status"
            data-testid="rule-preview"
            className={`rounded px-3 py-2 font-semibold ${preview.verdict === 'admit' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
          >
            {preview.verdict
              ? `${t(preview.verdict === 'admit' ? 'doors.check.admit' : 'doors.check.deny')}: `
              : ''}
            {preview.holder ? `${preview.holder} · ` : ''}
            {preview.message}
          </p>
        )}
      </section>

      <section className="card flex flex-col gap-4" aria-labelledby="doors-title">
        <h2 id="doors-title" className="text-xl font-semibold">
          {t('doors.zone.doors')}
        </h2>
        {doors.map((door) => (
          <div key={door.id} className="border-b border-slate-200 pb-4">
            <Form
              route="doors.update"
              routeParams={{ id: door.id }}
              className="flex flex-col gap-2"
            >
              {({ errors, processing }) => (
                <>
                  <DoorFields door={door} errors={errors as Record<string, string>} t={t} />
                  <button type="submit" className="btn-secondary self-start" disabled={processing}>
                    {t('doors.zone.save_door')}
                    <span className="sr-only"> · {door.name}</span>
                  </button>
                </>
              )}
            </Form>
            <Form route="doors.destroy" routeParams={{ id: door.id }} className="mt-2">
              <button type="submit" className="text-sm text-red-700 underline">
                {t('doors.zone.delete_door')}
                <span className="sr-only"> · {door.name}</span>
              </button>
            </Form>
          </div>
        ))}
        <Form route="doors.store" routeParams={{ id: zone.id }} className="flex flex-col gap-2">
          {({ errors, processing }) => (
            <>
              <DoorFields errors={errors as Record<string, string>} t={t} />
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('doors.zone.add_door')}
              </button>
            </>
          )}
        </Form>
      </section>

      <Form route="zones.destroy" routeParams={{ id: zone.id }}>
        <button type="submit" className="btn-danger">
          {t('doors.zone.delete')}
        </button>
      </Form>
    </div>
  )
}
