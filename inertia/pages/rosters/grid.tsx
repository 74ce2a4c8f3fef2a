import { useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

type Person = { id: number; name: string; published: boolean; attendance: string | null }
type Shift = {
  id: number
  startsAt: string
  endsAt: string
  min: number
  max: number
  languages: string[]
  needsLicence: boolean
  adultsOnly: boolean
  people: Person[]
  status: 'short' | 'filled' | 'full'
}
type Props = {
  tournament: { id: number; name: string }
  days: string[]
  day: string
  positions: { id: number; name: string; shifts: Shift[] }[]
  report: {
    placed: number
    people: number
    shifts: number
    milliseconds: number
    firstPreferences: { met: number; stated: number }
    shortfalls: { shiftId: number; message: string; day: string }[]
  } | null
  solvedAt: string | null
  publishedAt: string | null
  publishedVersion: number
  /** Loaded when the "add" choice is first opened. */
  people?: { id: number; name: string }[]
}

const STATUS_CLASS = {
  short: 'bg-red-100 text-red-900',
  filled: 'bg-green-100 text-green-900',
  full: 'bg-slate-200 text-slate-900',
}

/**
 * Rosters → the grid of one day: each position's shifts, who works them,
 * short or filled; run the assignment, adjust by hand (add, move, swap,
 * remove: the server checks every rule), publish.
 */
export default function RosterGrid(props: Props) {
  const t = useT()
  const { tournament, day } = props
  const params = { tournament: tournament.id }
  const title = t('rosters.grid.title', { name: tournament.name })
  const shifts = props.positions.flatMap((position) =>
    position.shifts.map((shift) => ({
      value: shift.id,
      label: `${position.name} ${shift.startsAt}–${shift.endsAt}`,
    }))
  )
  const placements = props.positions.flatMap((position) =>
    position.shifts.flatMap((shift) =>
      shift.people.map((person) => ({
        value: `${person.id}:${shift.id}`,
        label: `${person.name} · ${position.name} ${shift.startsAt}`,
      }))
    )
  )
  const [selected, setSelected] = useState<{
    formId: number
    shiftId: number
    label: string
  } | null>(null)
  const [target, setTarget] = useState('')
  const [partner, setPartner] = useState('')
  const [addition, setAddition] = useState({ person: '', shift: '' })
  const [busy, setBusy] = useState(false)
  const post = (name: 'rosters.solve' | 'rosters.publish') =>
    router.post(
      urlFor(name, params, { qs: { day } }),
      {},
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
      }
    )

  /** Each change is checked on the server; the page comes back with the roster as it is now. */
  const adjust = (body: Record<string, unknown>) =>
    router.post(urlFor('rosters.adjust', params, { qs: { day } }), body as never, {
      preserveScroll: true,
      onSuccess: () => {
        setSelected(null)
        setTarget('')
        setPartner('')
      },
    })

  return (
    <div className="flex flex-col gap-5">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link route="rosters.show" routeParams={params} className="underline">
          {t('rosters.links.setup')}
        </Link>
        <Link route="rosters.desk" routeParams={params} className="underline">
          {t('rosters.links.desk')}
        </Link>
        <a href={urlFor('rosters.export', params)} className="underline">
          {t('rosters.grid.export')}
        </a>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => post('rosters.solve')}
        >
          {t('rosters.grid.solve')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => post('rosters.publish')}
        >
          {t('rosters.grid.publish')}
        </button>
        <p className="text-sm text-slate-600" data-testid="published-version">
          {props.publishedVersion > 0
            ? t('rosters.grid.published', { version: props.publishedVersion })
            : t('rosters.grid.never_published')}
        </p>
      </div>

      {props.report && (
        <section className="card" aria-labelledby="report">
          <h2 id="report" className="font-semibold">
            {t('rosters.grid.report', {
              placed: props.report.placed,
              people: props.report.people,
              seconds: (props.report.milliseconds / 1000).toFixed(1),
            })}
          </h2>
          {props.report.firstPreferences.stated > 0 && (
            <p>
              {t('rosters.grid.first_preferences', {
                share: Math.round(
                  (100 * props.report.firstPreferences.met) / props.report.firstPreferences.stated
                ),
              })}
            </p>
          )}
          {props.report.shortfalls.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-red-900" data-testid="shortfalls">
              {props.report.shortfalls.slice(0, 50).map((shortfall) => (
                <li key={shortfall.shiftId}>{shortfall.message}</li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className="card sticky top-0 z-10 flex flex-col gap-3" aria-labelledby="changes">
        <h2 id="changes" className="font-semibold">
          {t('rosters.grid.changes')}
        </h2>
        {selected ? (
          <div className="flex flex-wrap items-end gap-3">
            <p className="w-full" data-testid="selected-placement">
              {t('rosters.grid.selected', { label: selected.label })}
            </p>
            <div>
              <label htmlFor="move-to" className="field-label">
                {t('rosters.grid.move_to', { name: selected.label })}
              </label>
              <select
                id="move-to"
                className="field-input"
                value={target}
                onChange={(event) => setTarget(event.target.value)}
              >
                <option value="" />
                {shifts
                  .filter((other) => other.value !== selected.shiftId)
                  .map((other) => (
                    <option key={other.value} value={other.value}>
                      {other.label}
                    </option>
                  ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={!target}
              onClick={() =>
                adjust({
                  action: 'move',
                  formId: selected.formId,
                  shiftId: selected.shiftId,
                  toShiftId: Number(target),
                })
              }
            >
              {t('rosters.grid.move')}
            </button>
            <div>
              <label htmlFor="swap-with" className="field-label">
                {t('rosters.grid.swap_with')}
              </label>
              <select
                id="swap-with"
                className="field-input"
                value={partner}
                onChange={(event) => setPartner(event.target.value)}
              >
                <option value="" />
                {placements
                  .filter(
                    (placement) => placement.value !== `${selected.formId}:${selected.shiftId}`
                  )
                  .map((placement) => (
                    <option key={placement.value} value={placement.value}>
                      {placement.label}
                    </option>
                  ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={!partner}
              onClick={() => {
                const [otherFormId, otherShiftId] = partner.split(':').map(Number)
                adjust({
                  action: 'swap',
                  formId: selected.formId,
                  shiftId: selected.shiftId,
                  otherFormId,
                  otherShiftId,
                })
              }}
            >
              {t('rosters.grid.swap_button')}
            </button>
            <button
              type="button"
              className="btn-danger"
              onClick={() =>
                adjust({ action: 'remove', formId: selected.formId, shiftId: selected.shiftId })
              }
            >
              {t('rosters.grid.remove')}
            </button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('rosters.grid.select_hint')}</p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="add-person" className="field-label">
              {t('rosters.grid.add_person')}
            </label>
            <select
              id="add-person"
              className="field-input"
              value={addition.person}
              onFocus={() => {
                if (!props.people) router.reload({ only: ['people'] })
              }}
              onChange={(event) => setAddition({ ...addition, person: event.target.value })}
            >
              <option value="" />
              {(props.people ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="add-shift" className="field-label">
              {t('rosters.grid.add_shift')}
            </label>
            <select
              id="add-shift"
              className="field-input"
              value={addition.shift}
              onChange={(event) => setAddition({ ...addition, shift: event.target.value })}
            >
              <option value="" />
              {shifts.map((other) => (
                <option key={other.value} value={other.value}>
                  {other.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn-secondary"
            disabled={!addition.person || !addition.shift}
            onClick={() =>
              adjust({
                action: 'add',
                formId: Number(addition.person),
                shiftId: Number(addition.shift),
              })
            }
          >
            {t('rosters.grid.add')}
          </button>
        </div>
      </section>

      <nav aria-label={t('rosters.grid.days')} className="flex flex-wrap gap-2">
        {props.days.map((value) => (
          <Link
            key={value}
            route="rosters.grid"
            routeParams={params}
            qs={{ day: value }}
            aria-current={value === day ? 'page' : undefined}
            className={`rounded border px-3 py-1 ${value === day ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300'}`}
          >
            {value}
          </Link>
        ))}
      </nav>

      {props.positions.length === 0 && <p className="card">{t('rosters.grid.no_shifts')}</p>}
      {props.positions.map((position) => (
        <section key={position.id} className="card" aria-labelledby={`position-${position.id}`}>
          <div className="flex flex-wrap items-baseline gap-3">
            <h2 id={`position-${position.id}`} className="text-lg font-semibold">
              {position.name}
            </h2>
            <a
              href={urlFor('rosters.print', params, { qs: { position: position.id, day } })}
              className="text-sm underline"
            >
              {t('rosters.grid.print')}
            </a>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            {position.shifts.map((shift) => (
              <div
                key={shift.id}
                className="rounded border border-slate-200 p-3"
                data-testid={`shift-${shift.id}`}
              >
                <p className="flex items-center gap-2 font-semibold">
                  {shift.startsAt}–{shift.endsAt}
                  <span className={`rounded px-2 text-sm ${STATUS_CLASS[shift.status]}`}>
                    {t(`rosters.status.${shift.status}`)} {shift.people.length}/{shift.min}–
                    {shift.max}
                  </span>
                </p>
                <ul className="my-2 flex flex-col gap-1">
                  {shift.people.map((person) => {
                    const chosen = selected?.formId === person.id && selected.shiftId === shift.id
                    return (
                      <li key={person.id} className="flex flex-wrap items-center gap-2 text-sm">
                        <Link
                          route="rosters.person"
                          routeParams={{ ...params, form: person.id }}
                          className="underline"
                        >
                          {person.name}
                        </Link>
                        {!person.published && (
                          <span className="text-xs text-amber-800">
                            {t('rosters.grid.unpublished')}
                          </span>
                        )}
                        <button
                          type="button"
                          aria-pressed={chosen}
                          className={`rounded border px-2 text-xs ${chosen ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300'}`}
                          onClick={() =>
                            setSelected(
                              chosen
                                ? null
                                : {
                                    formId: person.id,
                                    shiftId: shift.id,
                                    label: `${person.name} · ${position.name} ${shift.startsAt}`,
                                  }
                            )
                          }
                        >
                          {t('rosters.grid.select')}
                          <span className="sr-only"> · {person.name}</span>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
