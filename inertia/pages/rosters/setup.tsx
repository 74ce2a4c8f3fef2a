import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import CheckboxField from '~/components/checkbox_field'
import StaffTable from '~/components/staff_table'

type Shift = {
  id: number
  day: string
  startsAt: string
  endsAt: string
  minHeadcount: number
  maxHeadcount: number
  languages: string[]
  needsLicence: boolean
  adultsOnly: boolean
}
type Props = {
  tournament: { id: number; name: string; sport: string }
  days: string[]
  formTypes: string[]
  preferences: string[]
  languages: string[]
  zones: { id: number; name: string }[]
  leads: { id: number; name: string }[]
  settings: Record<string, string | number>
  positions: {
    id: number
    name: string
    formTypes: string[]
    preference: string | null
    zone: string | null
    shifts: Shift[]
  }[]
}

/** Rosters → a tournament's positions, their shifts and the roster rules. */
export default function RosterSetup(props: Props) {
  const t = useT()
  const { tournament } = props
  const params = { tournament: tournament.id }
  const title = t('rosters.setup.title', { name: tournament.name })
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link route="rosters.grid" routeParams={params} className="underline">
          {t('rosters.links.grid')}
        </Link>
      </div>

      <section aria-labelledby="positions" className="flex flex-col gap-3">
        <h2 id="positions" className="text-xl font-semibold">
          {t('rosters.setup.positions')}
        </h2>
        {props.positions.length === 0 && <p className="card">{t('rosters.setup.no_positions')}</p>}
        {props.positions.map((position) => (
          <div
            key={position.id}
            className="card flex flex-col gap-2"
            data-testid={`position-${position.id}`}
          >
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-lg font-semibold">{position.name}</h3>
              <span className="text-sm text-slate-600">
                {position.formTypes.map((type) => t(`form_types.${type}`)).join(', ')}
                {position.zone ? ` · ${position.zone}` : ''}
                {position.preference
                  ? ` · ${t(`options.golfPositions.${position.preference}`)}`
                  : ''}
              </span>
              <Form
                route="rosters.positions.destroy"
                routeParams={{ ...params, position: position.id }}
                className="ml-auto"
              >
                <button type="submit" className="btn-danger">
                  {t('rosters.setup.delete_position')}
                  <span className="sr-only"> · {position.name}</span>
                </button>
              </Form>
            </div>
            {position.shifts.length > 0 && (
              <StaffTable
                head={
                  <>
                    <th scope="col">{t('rosters.fields.day')}</th>
                    <th scope="col">{t('rosters.fields.time')}</th>
                    <th scope="col">{t('rosters.fields.headcount')}</th>
                    <th scope="col">{t('rosters.fields.skills')}</th>
                    <th scope="col">
                      <span className="sr-only">{t('rosters.setup.delete_shift')}</span>
                    </th>
                  </>
                }
              >
                {position.shifts.map((shift) => (
                  <tr key={shift.id} className="border-t border-slate-200">
                    <td>{shift.day}</td>
                    <td>
                      {shift.startsAt}–{shift.endsAt}
                    </td>
                    <td>
                      {shift.minHeadcount}–{shift.maxHeadcount}
                    </td>
                    <td>
                      {[
                        ...shift.languages.map((language) => t(`options.languages.${language}`)),
                        shift.needsLicence ? t('rosters.fields.needs_licence') : null,
                        shift.adultsOnly ? t('rosters.fields.adults_only') : null,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </td>
                    <td className="text-right">
                      <Form
                        route="rosters.shifts.destroy"
                        routeParams={{ ...params, shift: shift.id }}
                      >
                        <button type="submit" className="underline">
                          {t('rosters.setup.delete_shift')}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </StaffTable>
            )}
          </div>
        ))}
      </section>

      {props.positions.length > 0 && (
        <Form
          route="rosters.shifts.store"
          routeParams={params}
          className="card flex flex-col gap-3"
        >
          {({ errors, processing }) => {
            const error = errors as Record<string, string>
            return (
              <>
                <h2 className="text-xl font-semibold">{t('rosters.setup.new_shift')}</h2>
                <div className="grid gap-3 sm:grid-cols-3">
                  <SelectField
                    name="positionId"
                    label={t('rosters.fields.position')}
                    options={props.positions.map((position) => ({
                      value: position.id,
                      label: position.name,
                    }))}
                    error={error.positionId}
                  />
                  <SelectField
                    name="day"
                    label={t('rosters.fields.day')}
                    options={props.days.map((day) => ({ value: day, label: day }))}
                    error={error.day}
                  />
                  <TextField
                    name="startsAt"
                    type="time"
                    label={t('rosters.fields.starts_at')}
                    required
                    error={error.startsAt}
                  />
                  <TextField
                    name="endsAt"
                    type="time"
                    label={t('rosters.fields.ends_at')}
                    required
                    error={error.endsAt}
                  />
                  <TextField
                    name="minHeadcount"
                    type="number"
                    min={0}
                    label={t('rosters.fields.min')}
                    required
                    error={error.minHeadcount}
                  />
                  <TextField
                    name="maxHeadcount"
                    type="number"
                    min={1}
                    label={t('rosters.fields.max')}
                    required
                    error={error.maxHeadcount}
                  />
                </div>
                <fieldset>
                  <legend className="field-label">{t('rosters.fields.languages')}</legend>
                  <div className="flex flex-wrap gap-4">
                    {props.languages.map((language) => (
                      <label key={language} className="flex min-h-11 items-center gap-2">
                        <input
                          type="checkbox"
                          name="languages[]"
                          value={language}
                          className="size-5"
                        />
                        {t(`options.languages.${language}`)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <CheckboxField name="needsLicence" label={t('rosters.fields.needs_licence')} />
                <CheckboxField name="adultsOnly" label={t('rosters.fields.adults_only')} />
                <button type="submit" className="btn-primary self-start" disabled={processing}>
                  {t('rosters.setup.add_shift')}
                </button>
              </>
            )
          }}
        </Form>
      )}

      <Form
        route="rosters.positions.store"
        routeParams={params}
        className="card flex flex-col gap-3"
      >
        {({ errors, processing }) => {
          const error = errors as Record<string, string>
          return (
            <>
              <h2 className="text-xl font-semibold">{t('rosters.setup.new_position')}</h2>
              <TextField name="name" label={t('rosters.fields.name')} required error={error.name} />
              <fieldset>
                <legend className="field-label">{t('rosters.fields.form_types')}</legend>
                <div className="flex flex-wrap gap-4">
                  {props.formTypes.map((type) => (
                    <label key={type} className="flex min-h-11 items-center gap-2">
                      <input type="checkbox" name="formTypes[]" value={type} className="size-5" />
                      {t(`form_types.${type}`)}
                    </label>
                  ))}
                </div>
                {(error.formTypes || error['formTypes.0']) && (
                  <p className="field-error" role="alert">
                    {error.formTypes ?? error['formTypes.0']}
                  </p>
                )}
              </fieldset>
              <div className="grid gap-3 sm:grid-cols-3">
                <SelectField
                  name="zoneId"
                  label={t('rosters.fields.zone')}
                  empty={t('rosters.fields.none')}
                  options={props.zones.map((zone) => ({ value: zone.id, label: zone.name }))}
                  error={error.zoneId}
                />
                <SelectField
                  name="leadUserId"
                  label={t('rosters.fields.lead')}
                  empty={t('rosters.fields.none')}
                  options={props.leads.map((lead) => ({ value: lead.id, label: lead.name }))}
                  error={error.leadUserId}
                />
                {tournament.sport === 'golf' && (
                  <SelectField
                    name="preference"
                    label={t('rosters.fields.preference')}
                    empty={t('rosters.fields.none')}
                    options={props.preferences.map((value) => ({
                      value,
                      label: t(`options.golfPositions.${value}`),
                    }))}
                    error={error.preference}
                  />
                )}
              </div>
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('rosters.setup.add_position')}
              </button>
            </>
          )
        }}
      </Form>

      <Form
        route="rosters.settings.update"
        routeParams={params}
        className="card flex flex-col gap-3"
      >
        {({ errors, processing }) => {
          const error = errors as Record<string, string>
          const number = (name: string) => (
            <TextField
              key={name}
              name={name}
              type="number"
              min={0}
              label={t(`rosters.settings.${name}`)}
              defaultValue={props.settings[name]}
              error={error[name]}
            />
          )
          return (
            <>
              <h2 className="text-xl font-semibold">{t('rosters.settings.title')}</h2>
              <div className="grid gap-3 sm:grid-cols-3">
                {number('restMinutes')}
                {number('minorMaxMinutes')}
                <TextField
                  name="minorLatestEnd"
                  type="time"
                  label={t('rosters.settings.minorLatestEnd')}
                  defaultValue={props.settings.minorLatestEnd}
                  error={error.minorLatestEnd}
                />
                {number('lateAfterMinutes')}
                {number('mealMinMinutes')}
                {number('mealCreditsPerShift')}
                {number('mealMaxPerDay')}
              </div>
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('actions.save')}
              </button>
            </>
          )
        }}
      </Form>
    </div>
  )
}
