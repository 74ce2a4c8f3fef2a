import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import transmit from '@adonisjs/transmit/services/main'
import ExcelJS from 'exceljs'
import { unzipSync, strFromU8 } from 'fflate'
import { binary } from '#tests/helpers/pdf'
import { DateTime } from 'luxon'
import Zone from '#models/zone'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import {
  insideNow,
  passageCount,
  pressDoor,
  scanAnswer,
  scanAt,
  zoneTemplate,
} from '#tests/helpers/doors'
import { nightCheckout } from '#services/doors/night_checkout'
import { recordScan } from '#services/doors/passages'
import { erasePerson } from '#services/privacy/person_erasure'
import { mayWatchOccupancy } from '#services/doors/occupancy'
import Door from '#models/door'
import { eventually } from '#tests/helpers/gates'

const BALLBOYS_NOT_AFTER_21 = [
  {
    if: {
      and: [
        { '==': [{ var: 'credential.type' }, 'ballboy'] },
        { '>=': [{ var: 'now.time' }, '21:00'] },
      ],
    },
    message: { es: 'Recogepelotas: no después de las 21:00.', en: 'Ballboys: not after 21:00.' },
  },
]

/** The organiser's wall clock today at this time, as a moment. */
function todayAt(time: string) {
  const [hour, minute] = time.split(':').map(Number)
  return DateTime.now().setZone('Europe/Madrid').set({ hour, minute, second: 0, millisecond: 0 })
}

test.group('Zones and doors · configuration', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an admin turns a template zone flag into a zone, adds a door and saves rules and stewards', async ({
    client,
    assert,
  }) => {
    const { tennis } = await pressDoor()
    await zoneTemplate({ Vestuarios: 1 })
    const admin = await createUser({ isAdmin: true })
    const index = await client.get('/merchant/zones').loginAs(admin).withInertia()
    const tennisRow = index.inertiaProps.tournaments.find((row: any) => row.id === tennis.id)
    assert.include(tennisRow.unconfigured, 'Vestuarios')
    const created = await client
      .post('/merchant/zones')
      .loginAs(admin)
      .withCsrfToken()
      .form({ tournamentId: tennis.id, name: 'Vestuarios' })
      .redirects(0)
    created.assertStatus(302)
    const zone = await Zone.query()
      .where({ tournament_id: tennis.id, name: 'Vestuarios' })
      .firstOrFail()
    await client
      .post(`/merchant/zones/${zone.id}/doors`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Túnel', direction: 'in', opensAt: '08:00', closesAt: '22:00' })
      .redirects(0)
    const door = await Door.findByOrFail('zoneId', zone.id)
    assert.equal(door.opensAt, '08:00')
    const steward = await createUser()
    const saved = await client
      .put(`/merchant/zones/${zone.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .json({
        antiPassback: true,
        checkoutAt: '03:00',
        rules: JSON.stringify(BALLBOYS_NOT_AFTER_21),
        stewards: [steward.id],
      })
      .redirects(0)
    saved.assertStatus(302)
    await zone.refresh()
    assert.deepEqual(JSON.parse(zone.rules), BALLBOYS_NOT_AFTER_21)
    assert.equal(zone.checkoutAt, '03:00')
    const stewards = await db.from('zone_stewards').where('zone_id', zone.id)
    assert.deepEqual(
      stewards.map((row) => Number(row.user_id)),
      [steward.id]
    )
  })

  test('rules that are not JSON or use another operator are refused with a translated message and change nothing', async ({
    client,
    assert,
  }) => {
    const { zone } = await pressDoor({ rules: BALLBOYS_NOT_AFTER_21 })
    const admin = await createUser({ isAdmin: true })
    for (const [rules, message] of [
      ['[{', 'Las reglas no son JSON válido.'],
      [
        JSON.stringify([{ if: { cat: ['a', 'b'] }, message: { es: 'No', en: 'No' } }]),
        'Una regla solo puede usar var, comparaciones (== != < <= > >=), !, !!, and, or, if, in y missing.',
      ],
    ]) {
      const response = await client
        .put(`/merchant/zones/${zone.id}`)
        .loginAs(admin)
        .withCsrfToken()
        .header('accept', 'application/json')
        .form({ rules })
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, message)
    }
    await zone.refresh()
    assert.deepEqual(JSON.parse(zone.rules), BALLBOYS_NOT_AFTER_21)
  })

  test('"would this badge enter now?": hours by category with the rules as typed, nothing recorded', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, template } = await pressDoor({
      opensAt: '08:00',
      closesAt: '22:00',
    })
    const ballboy = await createForm('ballboy', tennis, {
      state: 'approved',
      name: 'Leo',
      lastName: 'Menor',
    })
    ballboy.permissionId = template.id
    await ballboy.save()
    const admin = await createUser({ isAdmin: true })
    const preview = (time: string, rules: unknown[] = BALLBOYS_NOT_AFTER_21) =>
      client
        .post(`/merchant/zones/${zone.id}/preview`)
        .loginAs(admin)
        .withCsrfToken()
        .header('accept', 'application/json')
        .json({
          scan: ballboy.code,
          doorId: door.id,
          direction: 'in',
          time,
          rules: JSON.stringify(rules),
        })
    const late = await preview('21:30')
    assert.equal(late.body().verdict, 'deny')
    assert.equal(late.body().message, 'Recogepelotas: no después de las 21:00.')
    assert.equal(late.body().holder, 'Leo Menor')
    const evening = await preview('20:30')
    assert.equal(evening.body().verdict, 'admit')
    const withoutRules = await preview('21:30', [])
    assert.equal(withoutRules.body().verdict, 'admit')
    const early = await preview('07:30')
    assert.equal(early.body().reason, 'door_closed')
    assert.equal(early.body().message, 'Puerta cerrada: abre de 08:00 a 22:00.')
    assert.equal(await passageCount(), 0)
  })
})

test.group('Occupancy · live counts, evacuation list, night check-out, personal data', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an entry and an exit are pushed to the dashboard channel as the zone count', async ({
    client,
    assert,
  }) => {
    const { door, zone, steward, holder } = await pressDoor()
    const broadcasts: { channel: string; payload: unknown }[] = []
    const stop = transmit.on('broadcast', (event) => broadcasts.push(event))
    await scanAt(client, steward, door.id, { scan: holder.code })
    await eventually('the entry is pushed', async () => broadcasts.length === 1)
    await scanAt(client, steward, door.id, { scan: holder.code })
    // An exit soon after: pushes of one zone are coalesced, so it comes at the window's end.
    await scanAt(client, steward, door.id, { scan: holder.code, direction: 'out' })
    await eventually('the exit is pushed', async () => broadcasts.length === 2)
    await new Promise((resolve) => setTimeout(resolve, 600))
    stop()
    assert.deepEqual(
      broadcasts.map((event) => event.payload),
      [
        { zoneId: zone.id, inside: 1 },
        { zoneId: zone.id, inside: 0 },
      ]
    )
    assert.isTrue(broadcasts.every((event) => event.channel === 'doors/occupancy'))
  })

  test('only administrators may watch the occupancy channel; a steward is refused', async ({
    client,
    assert,
  }) => {
    const { steward } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    assert.isTrue(mayWatchOccupancy(admin))
    assert.isFalse(mayWatchOccupancy(steward))
    assert.isFalse(mayWatchOccupancy(undefined))
    // The subscribe route itself needs a staff session.
    const anonymous = await client
      .post('/__transmit/subscribe')
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ uid: 'a-client-uid', channel: 'doors/occupancy' })
    anonymous.assertStatus(401)
    const refused = await client
      .post('/__transmit/subscribe')
      .loginAs(steward)
      .withCsrfToken()
      .json({ uid: 'a-client-uid', channel: 'doors/occupancy' })
    refused.assertStatus(400)
  })

  test('the evacuation list and its export name who is inside with their phone, not who left', async ({
    client,
    assert,
  }) => {
    const { tennis, door, zone, steward, holder, template } = await pressDoor()
    holder.cellPhone = '+34 600 000 001'
    await holder.save()
    const left = await createForm('press', tennis, {
      state: 'approved',
      name: 'Eva',
      lastName: 'Fuera',
    })
    left.permissionId = template.id
    await left.save()
    await scanAt(client, steward, door.id, { scan: holder.code })
    await scanAt(client, steward, door.id, { scan: left.code })
    await scanAt(client, steward, door.id, { scan: left.code, direction: 'out' })
    const admin = await createUser({ isAdmin: true })
    const page = await client.get(`/merchant/occupancy/${zone.id}`).loginAs(admin).withInertia()
    page.assertStatus(200)
    assert.deepEqual(
      page.inertiaProps.people.map((person: any) => [person.lastName, person.phone]),
      [['Periodista', '+34 600 000 001']]
    )
    const dashboard = await client.get('/merchant/occupancy').loginAs(admin).withInertia()
    assert.equal(dashboard.inertiaProps.zones.find((row: any) => row.zoneId === zone.id).inside, 1)
    const file = await binary(client.get(`/merchant/occupancy/${zone.id}/export`).loginAs(admin))
    file.response.assertStatus(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.body as never)
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]
    assert.lengthOf(rows, 2)
    assert.include(rows[1], 'Periodista')
    // Written as inert text, as every cell of an applicant's typing (a leading + is a formula).
    assert.include(rows[1], "'+34 600 000 001")
  })

  test('at the night hour everyone inside is checked out once, with a passage each', async ({
    client,
    assert,
  }) => {
    const { tennis, door, zone, steward, holder, template } = await pressDoor()
    const second = await createForm('press', tennis, { state: 'approved' })
    second.permissionId = template.id
    await second.save()
    zone.checkoutAt = '03:00'
    await zone.save()
    // Both entered before the night hour (who enters after it stays: night_checkout_catch_up.spec.ts).
    for (const [index, person] of [holder, second].entries()) {
      await recordScan({
        user: steward,
        doorId: door.id,
        scan: person.code,
        direction: 'in',
        key: `night-key-${index}`,
        at: todayAt('01:00'),
      })
    }
    assert.equal(await insideNow(zone.id), 2)
    assert.equal(await nightCheckout(todayAt('02:59')), 0)
    assert.equal(await insideNow(zone.id), 2)
    const [first, again] = await Promise.all([
      nightCheckout(todayAt('03:05')),
      nightCheckout(todayAt('03:06')),
    ])
    assert.equal(first + again, 2)
    assert.equal(await insideNow(zone.id), 0)
    assert.equal(await passageCount({ reason: 'night_checkout', counted: true }), 2)
    assert.equal(await nightCheckout(todayAt('04:00')), 0)
    // The badge enters again after the check-out (anti-passback sees it outside).
    assert.equal(
      await scanAnswer(client, steward, door.id, { scan: holder.code }, 'reason'),
      'entry'
    )
  })

  test('door hours at a given moment, through the recorded path', async ({ assert }) => {
    const { door, holder, steward } = await pressDoor({ opensAt: '08:00', closesAt: '22:00' })
    const scan = (time: string, key: string) =>
      recordScan({
        user: steward,
        doorId: door.id,
        scan: holder.code,
        direction: 'in',
        key,
        at: todayAt(time),
      })
    const closed = await scan('07:00', 'hours-key-early')
    assert.equal(closed.status === 'decided' && closed.decision.reason, 'door_closed')
    const open = await scan('09:00', 'hours-key-open')
    assert.equal(open.status === 'decided' && open.decision.reason, 'entry')
  })

  test("a person's erasure removes their passages and presence; their export lists them first", async ({
    client,
    assert,
  }) => {
    const { door, steward, holder } = await pressDoor()
    holder.email = 'ana@example.test'
    await holder.save()
    await scanAt(client, steward, door.id, { scan: holder.code })
    const admin = await createUser({ isAdmin: true })
    const { response, body } = await binary(
      client
        .post('/merchant/personal-data/export')
        .loginAs(admin)
        .withCsrfToken()
        .json({ by: 'email', value: 'ana@example.test' })
    )
    response.assertStatus(200)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(body))['data.json']))
    const passages = data.requests[0].doorPassages
    assert.deepEqual(
      passages.map((passage: any) => [
        passage.zone,
        passage.door,
        passage.direction,
        passage.reason,
      ]),
      [['Prensa', 'Prensa door 1', 'in', 'entry']]
    )
    const result = await erasePerson(
      { by: 'email', value: 'ana@example.test' },
      { requests: [holder.id], collections: [] },
      admin.id
    )
    assert.isTrue(result.erased)
    assert.equal(await passageCount({ form_id: holder.id }), 0)
    const presence = await db.from('zone_presences').where('form_id', holder.id)
    assert.lengthOf(presence, 0)
  })
})
