import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import type { Data } from '@generated/data'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import CheckboxField from '~/components/checkbox_field'
import RulePreview from '~/components/doors/rule_preview'
import ZoneDoors from '~/components/doors/zone_doors'
import { rulesProblem } from '@doors-rules/rule_check'

type Props = {
  zone: Data.Zone
  doors: Data.Door[]
  candidates: Data.StaffName.Variants['withEmail'][]
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

      <RulePreview zoneId={zone.id} doors={doors} rules={rules} />

      <ZoneDoors zoneId={zone.id} doors={doors} />

      <Form route="zones.destroy" routeParams={{ id: zone.id }}>
        <button type="submit" className="btn-danger">
          {t('doors.zone.delete')}
        </button>
      </Form>
    </div>
  )
}
