import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import Form from '#models/form'
import { committedWithMails, mailsTo, statusPathIn } from '#tests/helpers/applicants'
import { readMailbox, clearMailbox } from '#tests/helpers/mailbox'
import { waitForQueue } from '#tests/helpers/queue'
import { binary, pdfText } from '#tests/helpers/pdf'
import { ballKid, position, rosterTournament, shift, volunteer } from '#tests/helpers/rosters'
import { rosterSettings } from '#services/rosters/roster_world'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import { pressDoor, scanAt } from '#tests/helpers/doors'
import { applyMealCredits } from '#services/rosters/meal_credits'

function adminPost(client: any, admin: any, path: string, body: Record<string, unknown> = {}) {
  return client
    .post(path)
    .loginAs(admin)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .json(body)
    .redirects(0)
}

/** The calendar part of a raw message, decoded from whatever transfer encoding it took. */
function calendarIn(raw: string) {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk))
  if (!part) return null
  const [headers, ...body] = part.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/Content-Transfer-Encoding: base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
  return content
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
}

test.group('Rosters · publication mails and the status page', (group) => {
  committedWithMails(group)
  group.each.timeout(120_000)

  test("publishing mails each person their shifts with a calendar file (a minor's to the guardian); a later change mails only those affected", async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const info = await position(tennis, 'Information point', ['volunteer'])
    const courts = await position(tennis, 'Court 3 ball kids', ['ballboy'])
    const morning = await shift(info, day(1), '10:00', '16:00', { min: 1, max: 1 })
    const nextMorning = await shift(info, day(2), '10:00', '16:00', { min: 1, max: 1 })
    const kids = await shift(courts, day(1), '10:00', '16:00', { min: 1, max: 1 })
    const marie = await volunteer(tennis, 'Marie', {}, 'marie@example.test')
    marie.locale = 'en'
    await marie.save()
    const john = await volunteer(tennis, 'John', {}, 'john@example.test')
    const lucia = await ballKid(tennis, 'Lucia')
    for (const [formId, shiftId] of [
      [marie.id, morning.id],
      [john.id, nextMorning.id],
      [lucia.id, kids.id],
    ])
      await adminPost(client, admin, `/merchant/rosters/${tennis.id}/adjust`, {
        action: 'add',
        formId,
        shiftId,
      })
    const published = await adminPost(client, admin, `/merchant/rosters/${tennis.id}/publish`)
    assert.equal(
      (published.flashMessages() as any).notification.message,
      'Roster published (version 1); 3 people mailed.'
    )

    const [toMarie] = await mailsTo('marie@example.test')
    assert.include(toMarie, 'Subject: Accreditations - Your shifts')
    assert.include(
      toMarie,
      `${day(1).split('-').reverse().join('/')}, 10:00–16:00: Information point`
    )
    const mailbox = await readMailbox()
    const raw = mailbox.find((mail) => mail.includes('marie@example.test'))!
    const calendar = calendarIn(raw)
    assert.isNotNull(calendar)
    assert.include(calendar!, 'BEGIN:VEVENT')
    const start = DateTime.fromISO(`${day(1)}T10:00`, { zone: 'Europe/Madrid' }).toUTC()
    assert.include(calendar!, `DTSTART:${start.toFormat("yyyyMMdd'T'HHmmss'Z'")}`)
    assert.include(calendar!, 'SUMMARY:Information point')

    const [toGuardian] = await mailsTo('tutor.lucia@example.test')
    assert.include(toGuardian, 'Court 3 ball kids')
    assert.lengthOf(await mailsTo(lucia.email!), 0, "a minor's mail goes to the guardian")

    const status = await client
      .get(statusPathIn(toMarie))
      .withPlainCookie('locale', 'en')
      .withInertia()
    status.assertStatus(200)
    assert.deepEqual(
      status.inertiaProps.shifts.map((row: any) => [row.day, row.startsAt, row.position]),
      [[day(1), '10:00', 'Information point']]
    )

    await waitForQueue()
    await clearMailbox()
    await adminPost(client, admin, `/merchant/rosters/${tennis.id}/adjust`, {
      action: 'swap',
      formId: marie.id,
      shiftId: morning.id,
      otherFormId: john.id,
      otherShiftId: nextMorning.id,
    })
    const again = await adminPost(client, admin, `/merchant/rosters/${tennis.id}/publish`)
    assert.equal(
      (again.flashMessages() as any).notification.message,
      'Roster published (version 2); 2 people mailed.'
    )
    const mails = await readMailbox()
    assert.lengthOf(mails, 2)
    const [changed] = await mailsTo('marie@example.test')
    assert.include(changed, 'Your shifts have changed')
    assert.lengthOf(await mailsTo('tutor.lucia@example.test'), 0)
  })
})

test.group('Rosters · check-in, check-out and meal credits', (group) => {
  committedWithMails(group)
  group.each.timeout(120_000)

  test('a wedge scan checks in and out; the hours become meal credits once, also when the scan or the rule is run again', async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const settings = await rosterSettings(tennis.id)
    settings.mealMinMinutes = 0
    settings.mealCreditsPerShift = 1
    settings.mealMaxPerDay = 2
    await settings.save()
    const info = await position(tennis, 'Information point', ['volunteer'])
    const today = await shift(info, day(0), '00:00', '23:59', { min: 1, max: 2 })
    const marie = await volunteer(tennis, 'Marie')
    const john = await volunteer(tennis, 'John')
    for (const formId of [marie.id, john.id])
      await adminPost(client, admin, `/merchant/rosters/${tennis.id}/adjust`, {
        action: 'add',
        formId,
        shiftId: today.id,
      })
    await adminPost(client, admin, `/merchant/rosters/${tennis.id}/publish`)
    const credits = async () => {
      const form = await Form.findOrFail(marie.id)
      return Number(form.credits)
    }
    const before = await credits()

    const scan = (code: string, key: string) =>
      client
        .post(`/merchant/rosters/${tennis.id}/desk/scans`)
        .loginAs(admin)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .json({ scan: code.toLowerCase(), key })
    const checkIn = await scan(marie.code, 'key-check-in-1')
    checkIn.assertStatus(200)
    assert.equal(checkIn.body().outcome, 'checked_in')
    assert.match(
      checkIn.body().message,
      /^Marie Voluntario: checked in (LATE )?to Information point/
    )
    const repeated = await scan(marie.code, 'key-check-in-1')
    assert.equal(
      repeated.body().outcome,
      'checked_in',
      'the same scan again is answered, not applied'
    )

    const board = await client
      .get(`/merchant/rosters/${tennis.id}/desk`)
      .loginAs(admin)
      .withInertia()
    const states = Object.fromEntries(
      board.inertiaProps.board.shifts[0].people.map((person: any) => [person.id, person.state])
    )
    assert.equal(states[marie.id], 'in')
    assert.oneOf(states[john.id], ['late', 'expected'])

    const checkOut = await scan(marie.code, 'key-check-out-1')
    assert.equal(checkOut.body().outcome, 'checked_out')
    assert.equal(checkOut.body().credits, 1)
    assert.equal(await credits(), before + 1)
    const retried = await scan(marie.code, 'key-check-out-1')
    assert.equal(retried.body().outcome, 'checked_out')
    assert.equal(await credits(), before + 1, 'a retried check-out adds nothing')
    const after = await scan(marie.code, 'key-after-1')
    assert.equal(after.body().outcome, 'no_shift')

    const added = await db.transaction((trx) =>
      applyMealCredits(trx, settings, marie.id, day(0), admin.id)
    )
    assert.equal(added, 0)
    assert.equal(await credits(), before + 1, 'the rule applied again adds nothing')
    const logs = await db
      .from('form_logs')
      .where({ form_id: marie.id, type: 'restaurant' })
      .select('data')
    assert.lengthOf(logs, 1)
    assert.include(String(logs[0].data), day(0))

    const unknown = await scan('NOTACODE', 'key-unknown-1')
    assert.equal(unknown.body().outcome, 'unknown')
    assert.equal(unknown.body().message, 'Unknown badge.')

    const hours = await client
      .get(`/merchant/rosters/${tennis.id}/hours`)
      .loginAs(admin)
      .withInertia()
    const marieRow = hours.inertiaProps.people.find((row: any) => row.id === marie.id)
    assert.include(marieRow, { shifts: 1, worked: 1, credits: 1 })

    const workbook = await binary(
      client
        .get(`/merchant/rosters/${tennis.id}/export`)
        .loginAs(admin)
        .withPlainCookie('locale', 'en')
    )
    workbook.response.assertStatus(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(workbook.body as any)
    const roster = book.getWorksheet('Roster')!
    const names = roster.getColumn(5).values.slice(2)
    assert.includeMembers(names as string[], ['Marie Voluntario', 'John Voluntario'])
    const hoursSheet = book.getWorksheet('Hours')!
    const marieLine = hoursSheet
      .getRows(2, hoursSheet.rowCount - 1)!
      .find((row) => row.getCell(1).value === 'Marie Voluntario')!
    assert.equal(marieLine.getCell(7).value, 1)

    const printed = await binary(
      client
        .get(`/merchant/rosters/${tennis.id}/print?position=${info.id}&day=${day(0)}`)
        .loginAs(admin)
        .withPlainCookie('locale', 'en')
    )
    printed.response.assertStatus(200)
    const text = await pdfText(printed.body)
    assert.include(text, 'Information point')
    assert.include(text, 'Marie Voluntario')
    assert.include(text, '00:00–23:59 · 2 people')
  })

  test("a position's lead runs the desk of their positions only, and a badge of another position is answered naming nobody", async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const lead = await createUser({ name: 'Leo', lastName: 'Lead' })
    const info = await position(tennis, 'Information point', ['volunteer'], { leadUserId: lead.id })
    const parking = await position(tennis, 'Parking', ['volunteer'])
    const today = await shift(info, day(0), '00:00', '23:59', { min: 0, max: 2 })
    const other = await shift(parking, day(0), '00:00', '23:59', { min: 0, max: 2 })
    const marie = await volunteer(tennis, 'Marie')
    const pedro = await volunteer(tennis, 'Pedro')
    for (const [formId, shiftId] of [
      [marie.id, today.id],
      [pedro.id, other.id],
    ])
      await adminPost(client, admin, `/merchant/rosters/${tennis.id}/adjust`, {
        action: 'add',
        formId,
        shiftId,
      })
    await adminPost(client, admin, `/merchant/rosters/${tennis.id}/publish`)

    const home = await client.get('/merchant').loginAs(lead).withInertia()
    assert.isTrue(home.inertiaProps.rosterLead)
    const desks = await client.get('/merchant/shift-desk').loginAs(lead).redirects(0)
    desks.assertStatus(302)
    assert.equal(
      desks.header('location'),
      `/merchant/rosters/${tennis.id}/desk?position=${info.id}`
    )
    const board = await client
      .get(`/merchant/rosters/${tennis.id}/desk`)
      .loginAs(lead)
      .withInertia()
    board.assertStatus(200)
    assert.deepEqual(
      board.inertiaProps.positions.map((row: any) => row.name),
      ['Information point']
    )
    assert.deepEqual(
      board.inertiaProps.board.shifts.map((row: any) => row.people.map((person: any) => person.id)),
      [[marie.id]]
    )
    const foreign = await client
      .get(`/merchant/rosters/${tennis.id}/desk?position=${parking.id}`)
      .loginAs(lead)
    foreign.assertStatus(403)
    const stranger = await createUser()
    const refused = await client.get(`/merchant/rosters/${tennis.id}/desk`).loginAs(stranger)
    refused.assertStatus(403)
    const noDesk = await client.get('/merchant/shift-desk').loginAs(stranger).redirects(0)
    noDesk.assertStatus(403)
    const strangerHome = await client.get('/merchant').loginAs(stranger).withInertia()
    assert.isFalse(strangerHome.inertiaProps.rosterLead)

    const scan = (code: string, key: string) =>
      client
        .post(`/merchant/rosters/${tennis.id}/desk/scans`)
        .loginAs(lead)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .json({ scan: code, key })
    const notMine = await scan(pedro.code, 'key-lead-pedro')
    assert.equal(notMine.body().outcome, 'not_here')
    assert.notInclude(JSON.stringify(notMine.body()), 'Pedro')
    const mine = await scan(marie.code, 'key-lead-marie')
    assert.equal(mine.body().outcome, 'checked_in')
    const attendance = await db.from('roster_attendances').select('form_id')
    assert.deepEqual(
      attendance.map((row) => Number(row.form_id)),
      [marie.id]
    )
  })
})

test.group("Rosters · check-in at the door of the position's zone", (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('entering the zone through its door checks a volunteer in to their shift there, leaving checks them out', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, steward, template } = await pressDoor()
    const today = DateTime.now().setZone('Europe/Madrid').startOf('day')
    tennis.startsOn = today.minus({ days: 1 })
    tennis.endsOn = today.plus({ days: 3 })
    await tennis.save()
    const admin = await createUser({ isAdmin: true })
    const room = await position(tennis, 'Press room desk', ['volunteer'], { zoneId: zone.id })
    const shiftToday = await shift(room, today.toISODate()!, '00:00', '23:59', { min: 0, max: 1 })
    const marie = await volunteer(tennis, 'Marie')
    marie.permissionId = template.id
    await marie.save()
    await adminPost(client, admin, `/merchant/rosters/${tennis.id}/adjust`, {
      action: 'add',
      formId: marie.id,
      shiftId: shiftToday.id,
    })
    await adminPost(client, admin, `/merchant/rosters/${tennis.id}/publish`)

    const entry = await scanAt(client, steward, door.id, {
      scan: marie.code,
      direction: 'in',
      key: 'door-key-in-1',
    })
    assert.equal(entry.body().verdict, 'admit')
    const [attendance] = await db.from('roster_attendances').where('form_id', marie.id)
    assert.equal(Number(attendance.shift_id), shiftToday.id)
    assert.isNull(attendance.checked_out_at)
    await scanAt(client, steward, door.id, {
      scan: marie.code,
      direction: 'in',
      key: 'door-key-in-1',
    })
    assert.lengthOf(await db.from('roster_attendances').where('form_id', marie.id), 1)

    const exit = await scanAt(client, steward, door.id, {
      scan: marie.code,
      direction: 'out',
      key: 'door-key-out-1',
    })
    assert.equal(exit.body().verdict, 'admit')
    const [done] = await db.from('roster_attendances').where('form_id', marie.id)
    assert.isNotNull(done.checked_out_at)
    assert.isAtLeast(Number(done.worked_minutes), 0)
  })
})
