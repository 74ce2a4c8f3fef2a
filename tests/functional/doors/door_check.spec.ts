import { test } from '@japa/runner'
import { writeDesiredGateState } from '#services/gates/gate_state'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import BlacklistEntry from '#models/blacklist_entry'
import { truncateAll } from '#tests/helpers/database'
import { commitScan, decideRequest } from '#services/doors/passages'
import { createForm } from '#tests/helpers/form_factory'
import {
  insideNow,
  passageCount,
  pressDoor,
  scanAnswer,
  scanAt,
  steward,
  zoneWithDoor,
} from '#tests/helpers/doors'

test.group('Door check · a steward scans at a door', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an approved badge with the zone is admitted, recorded once and counted inside', async ({
    client,
    assert,
  }) => {
    const { door, zone, steward: user, holder } = await pressDoor()
    const response = await scanAt(client, user, door.id, { scan: holder.code.toLowerCase() })
    response.assertStatus(200)
    assert.equal(response.body().verdict, 'admit')
    assert.equal(response.body().reason, 'entry')
    assert.equal(response.body().message, 'Adelante: entrada a Prensa.')
    assert.equal(response.body().holder.lastName, 'Periodista')
    assert.notProperty(response.body().holder, 'document')
    assert.equal(await passageCount({ form_id: holder.id, verdict: 'admit' }), 1)
    assert.equal(await insideNow(zone.id), 1)
  })

  test('a badge without the zone, or unknown, is refused with its reason and the refusal recorded', async ({
    client,
    assert,
  }) => {
    const { tennis, door, steward: user, template } = await pressDoor()
    const other = await createForm('press', tennis, { state: 'approved' })
    other.customPermission = JSON.stringify({ Prensa: 0 })
    other.permissionId = template.id
    await other.save()
    const refused = await scanAt(client, user, door.id, { scan: other.code })
    assert.equal(refused.body().verdict, 'deny')
    assert.equal(refused.body().reason, 'zone_not_granted')
    assert.equal(refused.body().message, 'Sin permiso para Prensa.')
    const unknown = await scanAt(client, user, door.id, { scan: 'NOSUCHBADGE' })
    assert.equal(unknown.body().reason, 'unknown_badge')
    assert.isNull(unknown.body().holder)
    assert.equal(await passageCount({ verdict: 'deny' }), 2)
  })

  test('a credential blocked at the gates or rejected after its entry is denied at the next scan', async ({
    client,
    assert,
  }) => {
    const { door, steward: user, holder } = await pressDoor({ antiPassback: false })
    assert.equal(await scanAnswer(client, user, door.id, { scan: holder.code }, 'verdict'), 'admit')
    holder.accessStatus = 'blocked'
    await holder.save()
    const blocked = await scanAt(client, user, door.id, { scan: holder.code })
    assert.equal(blocked.body().reason, 'blocked')
    assert.equal(blocked.body().message, 'Acreditación bloqueada en los accesos.')
    holder.accessStatus = null
    holder.state = 'rejected'
    await holder.save()
    assert.equal(
      await scanAnswer(client, user, door.id, { scan: holder.code }, 'reason'),
      'not_approved'
    )
  })

  test('a block the gates have not confirmed yet is denied at once; an unblock decided admits again', async ({
    client,
    assert,
  }) => {
    const { door, steward: user, holder } = await pressDoor({ antiPassback: false })
    const decide = (desired: 'active' | 'blocked') =>
      db.transaction((trx) =>
        writeDesiredGateState(trx, holder.id, desired, { userId: null, cause: 'staff' })
      )
    await decide('blocked')
    assert.equal(
      await scanAnswer(client, user, door.id, { scan: holder.code }, 'reason'),
      'blocked'
    )
    await decide('active')
    assert.equal(await scanAnswer(client, user, door.id, { scan: holder.code }, 'verdict'), 'admit')
  })

  test('a blacklisted person is refused at the entry, even without the zone, and let out', async ({
    client,
    assert,
  }) => {
    const { tennis, door, zone, steward: user, holder } = await pressDoor({ antiPassback: false })
    assert.equal(await scanAnswer(client, user, door.id, { scan: holder.code }, 'reason'), 'entry')
    await BlacklistEntry.create({ fullName: 'ana periodista' })
    const refused = await scanAt(client, user, door.id, { scan: holder.code })
    assert.equal(refused.body().reason, 'blacklisted')
    assert.equal(refused.body().verdict, 'deny')
    // Without the zone the answer is still the blacklist (it is checked first).
    const other = await createForm('press', tennis, {
      state: 'approved',
      name: 'Luis',
      lastName: 'Vetado',
    })
    await BlacklistEntry.create({ fullName: 'luis vetado' })
    assert.equal(
      await scanAnswer(client, user, door.id, { scan: other.code }, 'reason'),
      'blacklisted'
    )
    const out = await scanAt(client, user, door.id, { scan: holder.code, direction: 'out' })
    assert.equal(out.body().reason, 'exit')
    assert.equal(await insideNow(zone.id), 0)
  })

  test('a day pass is refused outside its days and admitted on them', async ({
    client,
    assert,
  }) => {
    const { tennis, door, steward: user, template } = await pressDoor()
    const tomorrow = DateTime.now().setZone('Europe/Madrid').plus({ days: 1 }).startOf('day')
    const guest = await createForm(
      'guest',
      tennis,
      { state: 'approved' },
      { dayPass: true, datePermission: tomorrow, endPermission: tomorrow.plus({ days: 1 }) }
    )
    guest.permissionId = template.id
    await guest.save()
    const refused = await scanAt(client, user, door.id, { scan: guest.code })
    assert.equal(refused.body().reason, 'outside_days')
    assert.include(refused.body().message, tomorrow.toISODate()!)
    const today = await createForm(
      'guest',
      tennis,
      { state: 'approved' },
      { dayPass: true, datePermission: DateTime.now().setZone('Europe/Madrid').startOf('day') }
    )
    today.permissionId = template.id
    await today.save()
    assert.equal(await scanAnswer(client, user, door.id, { scan: today.code }, 'verdict'), 'admit')
  })

  test('anti-passback: no second entry without an exit; after the exit the badge enters again', async ({
    client,
    assert,
  }) => {
    const { door, zone, steward: user, holder } = await pressDoor()
    assert.equal(await scanAnswer(client, user, door.id, { scan: holder.code }, 'reason'), 'entry')
    const again = await scanAt(client, user, door.id, { scan: holder.code })
    assert.equal(again.body().reason, 'already_inside')
    assert.equal(again.body().message, 'Ya está dentro de Prensa: falta la salida.')
    const out = await scanAt(client, user, door.id, { scan: holder.code, direction: 'out' })
    assert.equal(out.body().reason, 'exit')
    assert.equal(await insideNow(zone.id), 0)
    assert.equal(await scanAnswer(client, user, door.id, { scan: holder.code }, 'reason'), 'entry')
    assert.equal(await insideNow(zone.id), 1)
  })

  /**
   * Ten requests at once: on PostgreSQL they run side by side and race for
   * the presence row. SQLite (one connection) runs them one after another,
   * so there each is decided on the presence the last one left; the next
   * test stages the race itself, on both engines.
   */
  test('the same badge at two doors at the same instant enters once', async ({
    client,
    assert,
  }) => {
    const { doors, zone, steward: user, holder } = await pressDoor({ doors: 2 })
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        scanAt(client, user, doors[index % 2].id, { scan: holder.code })
      )
    )
    const reasons = answers.map((answer) => answer.body().reason)
    assert.equal(reasons.filter((reason) => reason === 'entry').length, 1)
    assert.equal(reasons.filter((reason) => reason === 'already_inside').length, 9)
    assert.equal(await insideNow(zone.id), 1)
    assert.equal(await passageCount({ form_id: holder.id }), 10)
    assert.equal(await passageCount({ form_id: holder.id, counted: true }), 1)
  })

  test('two doors that both read the badge as outside before either records: one entry counts', async ({
    assert,
  }) => {
    const { doors, zone, steward: user, holder } = await pressDoor({ doors: 2 })
    const at = (door: number, key: string) =>
      decideRequest({ user, doorId: doors[door].id, scan: holder.code, direction: 'in', key })
    const first = (await at(0, 'staged-race-first'))!
    const second = (await at(1, 'staged-race-second'))!
    assert.equal(first.decided.decision.reason, 'entry')
    assert.equal(second.decided.decision.reason, 'entry')
    const won = await commitScan(first)
    const lost = await commitScan(second)
    assert.isTrue(won.status === 'decided' && won.counted)
    assert.equal(lost.status === 'decided' && lost.decision.reason, 'already_inside')
    assert.equal(await insideNow(zone.id), 1)
    assert.equal(await passageCount({ form_id: holder.id, reason: 'already_inside' }), 1)
    assert.equal(await passageCount({ form_id: holder.id, counted: true }), 1)
    // The same for an exit: read as inside at both doors, one exit counts.
    const outAt = (door: number, key: string) =>
      decideRequest({ user, doorId: doors[door].id, scan: holder.code, direction: 'out', key })
    const exits = [(await outAt(0, 'staged-exit-first'))!, (await outAt(1, 'staged-exit-second'))!]
    const outcomes = [await commitScan(exits[0]), await commitScan(exits[1])]
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status === 'decided' && outcome.counted),
      [true, false]
    )
    assert.equal(await insideNow(zone.id), 0)
  })

  test('a retried scan (same key, again and at once) is one passage with one answer', async ({
    client,
    assert,
  }) => {
    const { door, steward: user, holder } = await pressDoor()
    const key = 'retry-key-0123456789'
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => scanAt(client, user, door.id, { scan: holder.code, key }))
    )
    assert.isTrue(answers.every((answer) => answer.body().reason === 'entry'))
    assert.equal(answers.filter((answer) => answer.body().replayed === false).length, 1)
    const later = await scanAt(client, user, door.id, { scan: holder.code, key })
    assert.equal(later.body().reason, 'entry')
    assert.isTrue(later.body().replayed)
    assert.equal(await passageCount({ form_id: holder.id }), 1)
    const misused = await scanAt(client, user, door.id, {
      scan: holder.code,
      key,
      direction: 'out',
    })
    misused.assertStatus(409)
  })

  test('a tennis steward cannot scan at golf doors, nor a stranger at any', async ({
    client,
    assert,
  }) => {
    const { golf, steward: user, holder } = await pressDoor()
    const { door: golfDoor } = await zoneWithDoor(golf, 'Prensa')
    const refused = await scanAt(client, user, golfDoor.id, { scan: holder.code })
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'No es usted controlador de esta puerta.')
    const page = await client.get(`/merchant/door-check/${golfDoor.id}`).loginAs(user)
    page.assertStatus(403)
    const { zone: otherZone } = await zoneWithDoor(golf, 'Vestuarios')
    const stranger = await steward([otherZone])
    const { door } = await zoneWithDoor(golf, 'Hospitality')
    const elsewhere = await scanAt(client, stranger, door.id, { scan: holder.code })
    elsewhere.assertStatus(403)
    assert.equal(await passageCount(), 0)
  })

  test('a badge of another tournament is refused naming nobody, and its photo stays hidden', async ({
    client,
    assert,
  }) => {
    const { golf, door, steward: user } = await pressDoor()
    const golfer = await createForm('gpress', golf, {
      state: 'approved',
      name: 'Greta',
      lastName: 'Golfista',
    })
    const response = await scanAt(client, user, door.id, { scan: golfer.code })
    response.assertStatus(200)
    assert.equal(response.body().reason, 'other_tournament')
    assert.isNull(response.body().holder)
    assert.notInclude(response.text(), 'Golfista')
    const photo = await client
      .get(`/merchant/door-check/${door.id}/photo/${golfer.id}`)
      .loginAs(user)
    photo.assertStatus(404)
  })

  test('bad input gets a translated message and records nothing', async ({ client, assert }) => {
    const { door, steward: user } = await pressDoor()
    const response = await scanAt(client, user, door.id, { scan: '', key: 'short' })
    response.assertStatus(422)
    assert.equal(await passageCount(), 0)
  })
})
