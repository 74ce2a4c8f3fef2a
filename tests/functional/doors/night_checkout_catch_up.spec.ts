import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Form from '#models/form'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { insideNow, passageCount, pressDoor } from '#tests/helpers/doors'
import { nightCheckout } from '#services/doors/night_checkout'
import { recordScan } from '#services/doors/passages'

/** The organiser's wall clock `days` from today at this time, as a moment. */
function dayAt(days: number, time: string) {
  const [hour, minute] = time.split(':').map(Number)
  return DateTime.now()
    .setZone('Europe/Madrid')
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 })
}

/** The press zone with its night hour, and four approved press badges. */
async function nightZone(checkoutAt: string) {
  const world = await pressDoor()
  world.zone.checkoutAt = checkoutAt
  await world.zone.save()
  const people: Form[] = []
  for (let index = 0; index < 4; index++) {
    const person = await createForm('press', world.tennis, { state: 'approved' })
    person.permissionId = world.template.id
    await person.save()
    people.push(person)
  }
  let sequence = 0
  /** An entry at the door at a moment, through the recorded path. */
  const enter = async (person: Form, at: DateTime) => {
    sequence += 1
    const outcome = await recordScan({
      user: world.steward,
      doorId: world.door.id,
      scan: person.code,
      direction: 'in',
      key: `night-entry-${sequence}`,
      at,
    })
    if (outcome.status !== 'decided' || !outcome.counted) throw new Error('the entry did not count')
  }
  return { ...world, people, enter }
}

async function checkedOut(zoneId: number) {
  const rows = await db
    .from('passages')
    .where({ zone_id: zoneId, reason: 'night_checkout' })
    .orderBy('form_id')
    .select('form_id')
  return rows.map((row) => Number(row.form_id))
}

test.group('Night check-out · the catch-up after a restart', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('the first run after the night hour passed unseen checks out only who entered before it', async ({
    assert,
  }) => {
    const { zone, people, enter } = await nightZone('22:00')
    const [early, beforeHour, evening, late] = people
    await enter(early, dayAt(0, '09:00'))
    await enter(beforeHour, dayAt(0, '21:59'))
    // No process ran from 21:00 on; these came in after the night hour had passed.
    await enter(evening, dayAt(0, '22:00'))
    await enter(late, dayAt(0, '23:10'))
    // The restart: the timer's first run, at 23:30.
    assert.equal(await nightCheckout(dayAt(0, '23:30')), 2)
    assert.deepEqual(
      await checkedOut(zone.id),
      [early.id, beforeHour.id].sort((a, b) => a - b)
    )
    assert.equal(await insideNow(zone.id), 2)
    // The night is done: later runs check nobody else out until the next one.
    assert.equal(await nightCheckout(dayAt(0, '23:31')), 0)
    assert.equal(await nightCheckout(dayAt(1, '21:59')), 0)
    assert.equal(await insideNow(zone.id), 2)
    assert.equal(await nightCheckout(dayAt(1, '22:00')), 2)
    assert.equal(await insideNow(zone.id), 0)
    assert.equal(await passageCount({ reason: 'night_checkout', counted: true }), 4)
  })

  test('a restart during the day checks out who entered before the early-morning hour, not the morning', async ({
    assert,
  }) => {
    const { zone, people, enter } = await nightZone('03:00')
    const [lastNight, small, morning] = people
    await enter(lastNight, dayAt(-1, '23:00'))
    await enter(small, dayAt(0, '02:30'))
    await enter(morning, dayAt(0, '09:15'))
    // Down from 02:45 to 10:00.
    assert.equal(await nightCheckout(dayAt(0, '10:00')), 2)
    assert.deepEqual(
      await checkedOut(zone.id),
      [lastNight.id, small.id].sort((a, b) => a - b)
    )
    assert.equal(await insideNow(zone.id), 1)
  })

  test('a night missed altogether is caught up before the next night hour, for who entered before it', async ({
    assert,
  }) => {
    const { zone, people, enter } = await nightZone('03:00')
    const [twoNightsAgo, yesterday] = people
    // The last check-out ran two nights ago; yesterday's 03:00 passed with no process running.
    await db
      .from('zones')
      .where('id', zone.id)
      .update({ last_checkout_on: dayAt(-2, '03:00').toFormat('yyyy-LL-dd') })
    await enter(twoNightsAgo, dayAt(-2, '12:00'))
    await enter(yesterday, dayAt(-1, '12:00'))
    assert.equal(await nightCheckout(dayAt(0, '01:00')), 1)
    assert.deepEqual(await checkedOut(zone.id), [twoNightsAgo.id])
    assert.equal(await insideNow(zone.id), 1)
    assert.equal(await nightCheckout(dayAt(0, '03:00')), 1)
    assert.equal(await insideNow(zone.id), 0)
  })
})
