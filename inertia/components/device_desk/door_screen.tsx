import { DeskPhoto } from './desk_photo'
import { useState, type FormEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { decide, type Decision } from '@doors-rules/zone_rules'
import { useT } from '~/hooks/use_t'
import { actionKey, deskDb, findHolder, isReplacedCard, staffPass } from './desk_store'
import type { DeskSetup } from './desk_sync'
import DeskScanForm from './desk_scan_form'

/** The organiser's date and time now, as the engine reads them (decision 0105). */
function localNow(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date())
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

type Props = { setup: DeskSetup; online: boolean; onQueued: () => void }

/**
 * A door decided on this device with the shared rules engine and its local
 * copy: the answer at once, the passage queued under its own key.
 */
export default function DoorScreen({ setup, online, onQueued }: Props) {
  const t = useT()
  const { locale, timeZone } = usePage().props as unknown as {
    locale: 'es' | 'en'
    timeZone: string
  }
  const zone = setup.zone!
  const [doorId, setDoorId] = useState(zone.doors[0]?.id ?? 0)
  const [direction, setDirection] = useState<'in' | 'out'>('in')
  const [scan, setScan] = useState('')
  const [answer, setAnswer] = useState<{
    decision: Decision
    name: string | null
    holderId: number | null
  } | null>(null)
  const door = zone.doors.find((item) => item.id === doorId) ?? zone.doors[0]

  async function submit(event: FormEvent) {
    event.preventDefault()
    const code = scan
    setScan('')
    if (!door || code.trim() === '') return
    const holder = await findHolder(code)
    const replacedCard = !holder && (await isReplacedCard(code))
    const facts = {
      credential: holder
        ? {
            tournamentId: setup.tournament.id,
            currentTournament: setup.tournament.isCurrent,
            state: holder.state,
            accessStatus: holder.accessStatus,
            blacklisted: holder.blacklisted,
            type: holder.type,
            category: holder.category,
            zones:
              holder.zoneFlag === null || holder.zoneFlag === undefined
                ? {}
                : { [zone.name]: holder.zoneFlag },
            days: holder.days ?? null,
          }
        : null,
      zone: {
        name: zone.name,
        tournamentId: setup.tournament.id,
        antiPassback: zone.antiPassback,
        rules: zone.rules,
      },
      door: { direction: door.direction, opensAt: door.opensAt, closesAt: door.closesAt },
      direction,
      inside: Boolean(holder?.inside),
      now: localNow(timeZone),
      replacedCard,
    }
    const decision = decide(facts)
    const key = actionKey()
    const staff = await staffPass()
    const db = deskDb()
    await db.transaction('rw', db.queue, db.holders, async () => {
      await db.queue.add({
        key,
        body: {
          key,
          kind: 'passage',
          at: new Date().toISOString(),
          offline: !online,
          doorId: door.id,
          scan: code.trim(),
          direction,
          verdict: decision.verdict,
          reason: decision.reason,
          message: decision.message,
          ...staff,
        },
      })
      if (holder && decision.verdict === 'admit') {
        await db.holders.update(holder.id, { inside: direction === 'in' })
      }
    })
    setAnswer({
      decision,
      name: holder
        ? `${holder.name} ${holder.lastName} · ${holder.categoryLabel?.[locale] ?? holder.category}`
        : null,
      holderId: holder?.id ?? null,
    })
    onQueued()
  }

  return (
    <section aria-labelledby="door-title">
      <h2 id="door-title" className="mb-2 text-xl font-semibold">
        {zone.name}
      </h2>
      <div className="mb-3 flex flex-wrap gap-3">
        <label className="field-label">
          {t('desk.door')}
          <select
            className="field-input"
            value={doorId}
            onChange={(event) => setDoorId(Number(event.target.value))}
          >
            {zone.doors.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex items-end gap-2">
          <legend className="field-label">{t('desk.direction')}</legend>
          {(['in', 'out'] as const).map((value) => (
            <label key={value} className="flex items-center gap-1">
              <input
                type="radio"
                name="direction"
                checked={direction === value}
                onChange={() => setDirection(value)}
              />
              {t(`desk.directions.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <DeskScanForm scan={scan} onScanChange={setScan} onSubmit={submit} action={t('desk.check')} />
      {answer && (
        <div
          data-testid="desk-answer"
          role="status"
          className={`card mt-3 text-lg font-semibold ${answer.decision.verdict === 'admit' ? 'text-green-800' : 'text-red-800'}`}
        >
          <p>{answer.decision.message[locale] ?? answer.decision.message.es}</p>
          {answer.name && answer.holderId !== null && (
            <div className="flex items-center gap-3">
              <DeskPhoto holderId={answer.holderId} name={answer.name} />
              <p className="text-base font-normal">{answer.name}</p>
            </div>
          )}
        </div>
      )}
    </section>
  )
}
