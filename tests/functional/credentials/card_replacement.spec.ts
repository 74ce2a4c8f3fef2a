import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { truncateAll } from '#tests/helpers/database'
import { pressDoor, scanAt } from '#tests/helpers/doors'
import { createUser } from '#tests/helpers/users'
import { assignRestaurant, createRestaurant } from '#tests/helpers/restaurants'
import { deviceGet, pairedDevice, passageAction, sendActions } from '#tests/helpers/devices'
import { binary, pdfBarcodes, pdfText } from '#tests/helpers/pdf'
import FormLog from '#models/form_log'
import Form from '#models/form'
import Collective from '#models/collective'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { answered, gateRequest, simulatedGates, sleep, untilGateStatus } from '#tests/helpers/gates'

/** Staff with the print capability replace a credential's card, as its page does. */
function replaceCard(
  client: any,
  user: any,
  formId: number,
  reason: string,
  { json = false, version = 1 } = {}
) {
  const request = client
    .post(`/merchant/systems/${formId}/card`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .form({ reason, version })
    .redirects(0)
  return json ? request.header('accept', 'application/json') : request
}

/** A pressroom with its door, steward and an approved press holder whose card was printed. */
async function printedHolder() {
  const setup = await pressDoor({ antiPassback: false })
  await FormLog.create({ formId: setup.holder.id, type: 'print', data: '{}' })
  const printer = await createUser({
    canPrint: true,
    canToppanel: true,
    formTypes: JSON.stringify(['press']),
  })
  return { ...setup, printer }
}

test.group('Credentials · a replaced card is refused everywhere, the new one works', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('the old code is refused as "card replaced" at the door, the till, the collection desk and the RFID desk; the new code works', async ({
    client,
    assert,
  }) => {
    const { holder, door, steward: doorSteward, printer } = await printedHolder()
    const oldCode = holder.code
    const before = await scanAt(client, doorSteward, door.id, { scan: oldCode })
    assert.equal(before.body().verdict, 'admit')

    const replaced = await replaceCard(client, printer, holder.id, 'lost')
    replaced.assertStatus(302)
    await holder.refresh()
    assert.notEqual(holder.code, oldCode)
    assert.equal(holder.cardVersion, 2)
    assert.match(holder.code, /^[A-Z2-9]{20}$/)

    const atDoor = await scanAt(client, doorSteward, door.id, { scan: oldCode.toLowerCase() })
    assert.equal(atDoor.body().verdict, 'deny')
    assert.equal(atDoor.body().reason, 'card_replaced')
    assert.isNull(atDoor.body().holder)
    const newAtDoor = await scanAt(client, doorSteward, door.id, { scan: holder.code })
    assert.equal(newAtDoor.body().verdict, 'admit')

    const restaurant = await createRestaurant('press')
    await assignRestaurant(holder, restaurant)
    await db.from('forms').where('id', holder.id).update({ credits: 3 })
    const cashier = await createUser({ restaurantId: restaurant.id })
    const charge = (scan: string) =>
      client
        .post(`/merchant/restaurant/${restaurant.id}/charge`)
        .loginAs(cashier)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .header('accept', 'application/json')
        .json({
          scan,
          type: 'credit',
          amount: '1',
          key: `key-${Math.random().toString(36).slice(2)}`,
        })
    const refusedMeal = await charge(oldCode)
    refusedMeal.assertStatus(422)
    assert.equal(refusedMeal.body().reason, 'card_replaced')
    assert.match(refusedMeal.body().message, /replaced/)
    const meal = await charge(holder.code)
    meal.assertStatus(200)
    const fed = await Form.findOrFail(holder.id)
    assert.equal(fed.credits, 2)

    const collective = await Collective.create({ name: 'Luis', lastName: 'Recoge', type: 'media' })
    const addCard = (code: string) =>
      client
        .post(`/merchant/signature/${collective.id}/validate`)
        .loginAs(printer)
        .withCsrfToken()
        .withPlainCookie('locale', 'es')
        .header('accept', 'application/json')
        .json({ code })
    const refusedCard = await addCard(oldCode)
    refusedCard.assertStatus(422)
    assert.match(refusedCard.body().message, /Tarjeta sustituida/)
    /** The new card is handed over once printed. */
    await FormLog.create({ formId: holder.id, type: 'print', data: '{}' })
    await answered(addCard(holder.code), 200)

    const rfidDesk = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const atRfidDesk = await client
      .post('/merchant/systems/scan')
      .loginAs(rfidDesk)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('accept', 'application/json')
      .json({ code: oldCode })
    atRfidDesk.assertStatus(404)
    assert.match(atRfidDesk.body().message, /Card replaced/)

    const history = await db.from('form_logs').where({ form_id: holder.id, type: 'card_replaced' })
    assert.lengthOf(history, 1)
    assert.deepInclude(JSON.parse(history[0].data), { reason: 'lost', version: 2 })
    assert.equal(history[0].user_id, printer.id)
  })

  test('a paired door device learns the replacement at its next delta, and its offline passage with the old code is flagged "card replaced"', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder, printer } = await printedHolder()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const snapshot = await deviceGet(client, device.token, '/device-api/snapshot')
    const oldCode = holder.code
    assert.equal(snapshot.body().holders[0].code, oldCode)
    assert.deepEqual(snapshot.body().holders[0].replacedCodes, [])
    assert.deepEqual(snapshot.body().holders[0].categoryLabel, { es: 'Prensa', en: 'Press' })

    await answered(replaceCard(client, printer, holder.id, 'stolen'), 302)
    await holder.refresh()
    const cursor = encodeURIComponent(snapshot.body().cursor)
    const delta = await deviceGet(client, device.token, `/device-api/delta?cursor=${cursor}`)
    delta.assertStatus(200)
    const changed = delta.body().holders.find((row: any) => row.id === holder.id)
    assert.equal(changed.code, holder.code)
    assert.deepEqual(changed.replacedCodes, [oldCode])

    const synced = await sendActions(client, device.token, [passageAction(door.id, oldCode)])
    synced.assertStatus(200)
    assert.equal(synced.body().results[0].review, 'card_replaced')
    const passage = await db.from('passages').where('door_id', door.id).first()
    assert.isNull(passage.form_id)
  })

  test('the printed badge carries the new code, as text and as its barcode and QR; a reprint keeps it and logs why', async ({
    client,
    assert,
  }) => {
    const { holder, printer } = await printedHolder()
    const oldCode = holder.code
    await answered(replaceCard(client, printer, holder.id, 'damaged'), 302)
    await holder.refresh()
    const print = (body: object) =>
      binary(
        client
          .post('/merchant/systems/pdfs')
          .loginAs(printer)
          .withCsrfToken()
          .withPlainCookie('locale', 'en')
          .header('accept', 'application/pdf, application/json')
          .json(body)
      )
    const { response, body } = await print({ ids: [holder.id] })
    response.assertStatus(200)
    const text = await pdfText(body)
    assert.include(text, holder.code)
    assert.notInclude(text, oldCode)
    const [codes] = await pdfBarcodes(body)
    assert.includeMembers(codes, [`CODE-128:${holder.code}`, `QR-Code:${holder.code}`])
    assert.isFalse(codes.some((decoded) => decoded.includes(oldCode)))

    const reprint = await print({ ids: [holder.id], reason: 'Faded ink' })
    reprint.response.assertStatus(200)
    assert.include(await pdfText(reprint.body), holder.code)
    const logs = await db.from('form_logs').where({ form_id: holder.id, type: 'print' })
    assert.isTrue(logs.some((log) => JSON.parse(log.data).reason === 'Faded ink'))
    const reprinted = await Form.findOrFail(holder.id)
    assert.equal(reprinted.code, holder.code)
  })

  test('only staff with the print capability, for a request they may see and that is approved, replace a card', async ({
    client,
    assert,
  }) => {
    const { holder, steward: doorSteward, tennis, printer } = await printedHolder()
    const oldCode = holder.code
    await answered(replaceCard(client, doorSteward, holder.id, 'lost', { json: true }), 403)
    const golfPrinter = await createUser({ canPrint: true, formTypes: JSON.stringify(['gpress']) })
    await answered(replaceCard(client, golfPrinter, holder.id, 'lost', { json: true }), 404)
    const invalid = await replaceCard(client, printer, holder.id, 'bored', { json: true })
    invalid.assertStatus(422)
    assert.property(invalid.body(), 'errors')
    const waiting = await Form.create({
      type: 'press',
      category: 'press',
      tournamentId: tennis.id,
      code: Form.newCode(),
      state: 'waiting',
      name: 'Espera',
      lastName: 'Pendiente',
    })
    await answered(replaceCard(client, printer, waiting.id, 'lost'), 302)
    const untouched = await Form.findOrFail(holder.id)
    assert.equal(untouched.code, oldCode)
    const stillWaiting = await Form.findOrFail(waiting.id)
    assert.equal(stillWaiting.cardVersion, 1)
    const [retired] = await db.from('form_cards').count('* as total')
    assert.equal(Number(retired.total), 0)
  })
})

test.group('Credentials · what the gates receive', (group) => {
  let gates: Awaited<ReturnType<typeof simulatedGates>>
  group.each.setup(async () => {
    gates = await simulatedGates()
    return async () => {
      await gates.stop()
      await sleep(200)
      await truncateAll()
    }
  })
  group.each.timeout(60_000)

  test("a guest's Tuesday day pass reaches the gates as Tuesday to Tuesday; a whole-tournament pass as its first and last days", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const tuesday = tennis.startsOn.plus({ days: 1 }).toISODate()!
    const guest = await createForm(
      'guest',
      tennis,
      { state: 'approved' },
      { dayPass: true, datePermission: tuesday, endPermission: null }
    )
    const press = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['guest', 'press']) })
    for (const form of [guest, press]) {
      await answered(gateRequest(client, user, form.id, 'add'), 202)
      await untilGateStatus(form.id, 'active')
    }
    assert.deepInclude(gates.simulator.credential(guest.code), {
      validFrom: tuesday,
      validTo: tuesday,
    })
    assert.deepInclude(gates.simulator.credential(press.code), {
      validFrom: tennis.startsOn.toISODate(),
      validTo: tennis.endsOn.toISODate(),
    })
  })

  test('a replaced card reaches the gates as the next version with the new code, and the old code stays behind', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const press = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({
      canRfid: true,
      canPrint: true,
      formTypes: JSON.stringify(['press']),
    })
    await answered(gateRequest(client, user, press.id, 'add'), 202)
    await untilGateStatus(press.id, 'active')
    const oldCode = press.code
    await answered(replaceCard(client, user, press.id, 'lost'), 302)
    await press.refresh()
    await untilGateStatus(press.id, 'active')
    assert.deepInclude(gates.simulator.credential(press.code), { state: 'active', version: 2 })
    assert.deepInclude(gates.simulator.credential(oldCode), { state: 'blocked', version: 2 })
    const calls = gates.simulator.calls.map((call) => [call.code, call.version])
    assert.deepEqual(calls, [
      [oldCode, 1],
      [press.code, 2],
    ])
    assert.deepEqual(gates.simulator.calls[1].replaces, [oldCode])
  })
})

test.group('Credentials · a replaced card is a new card', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('the new card is not printed until printed, and a card lost after collection is collected again', async ({
    client,
    assert,
  }) => {
    const { holder, printer } = await printedHolder()
    const collectOnce = async () => {
      const collective = await Collective.create({ name: 'Ana', lastName: 'Recoge', type: 'media' })
      const current = await Form.findOrFail(holder.id)
      const added = await client
        .post(`/merchant/signature/${collective.id}/validate`)
        .loginAs(printer)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .header('accept', 'application/json')
        .json({ code: current.code })
      return { collective, added }
    }
    const first = await collectOnce()
    first.added.assertStatus(200)
    await db.from('collective_forms').where('collective_id', first.collective.id).update({
      signed_at: new Date(),
    })
    await FormLog.create({ formId: holder.id, type: 'signature', data: '{}' })
    await answered(replaceCard(client, printer, holder.id, 'lost'), 302)

    const notPrinted = await collectOnce()
    notPrinted.added.assertStatus(422)
    assert.match(notPrinted.added.body().message, /not been printed/)
    await FormLog.create({ formId: holder.id, type: 'print', data: '{}' })
    const again = await collectOnce()
    again.added.assertStatus(200)
  })

  test("the replaced card's old tag is refused as 'card replaced' at the door", async ({
    client,
    assert,
  }) => {
    const { holder, door, steward: doorSteward, printer } = await printedHolder()
    await db.from('forms').where('id', holder.id).update({ rfid: '04A31B22' })
    await answered(replaceCard(client, printer, holder.id, 'stolen'), 302)
    const atDoor = await scanAt(client, doorSteward, door.id, { scan: '04:a3:1b:22' })
    assert.equal(atDoor.body().reason, 'card_replaced')
    assert.isNull(atDoor.body().holder)
  })

  test('a second click, sent for the card already replaced, does not replace the new card', async ({
    client,
    assert,
  }) => {
    const { holder, printer } = await printedHolder()
    await answered(replaceCard(client, printer, holder.id, 'lost'), 302)
    const replaced = await Form.findOrFail(holder.id)
    const newCode = replaced.code
    const again = await replaceCard(client, printer, holder.id, 'lost', { json: true })
    again.assertStatus(409)
    assert.match(again.body().message, /already replaced/)
    const after = await Form.findOrFail(holder.id)
    assert.equal(after.code, newCode)
    assert.equal(after.cardVersion, 2)
  })

  test('an offline entry made with the old card before it was replaced still counts for its holder', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder, printer } = await printedHolder()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const oldCode = holder.code
    const before = new Date(Date.now() - 1000).toISOString()
    await sleep(1100)
    await answered(replaceCard(client, printer, holder.id, 'stolen'), 302)
    const synced = await sendActions(client, device.token, [
      passageAction(door.id, oldCode, { at: before }),
      passageAction(door.id, oldCode, { at: new Date().toISOString() }),
    ])
    synced.assertStatus(200)
    const [earlier, later] = synced.body().results
    assert.equal(earlier.status, 'recorded')
    assert.isNull(earlier.review)
    assert.equal(later.review, 'card_replaced')
    const passages = await db.from('passages').where('door_id', door.id).orderBy('id')
    assert.deepEqual(
      passages.map((row) => (row.form_id === null ? null : Number(row.form_id))),
      [holder.id, null]
    )
  })
})
