import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { binary } from '#tests/helpers/pdf'
import { printEntries } from '#tests/helpers/badge_templates'
import {
  TOKEN_A,
  TOKEN_B,
  claim,
  confirm,
  createStation,
  postAs as post,
} from '#tests/helpers/print_stations'
import { replaceCard } from '#services/badges/card_replacement'

/** The job the station's page holds after asking for work, and its queue. */
async function nextJob(client: any, user: any, station: number, token: string) {
  const answer = await claim(client, user, station, token)
  return answer.body().job
}

async function queueOf(client: any, user: any, station: number, token: string) {
  const answer = await claim(client, user, station, token)
  return answer.body().queue as { lastName: string; state: string }[]
}

const send = (client: any, user: any, station: number, ids: number[], reason?: string) =>
  post(client, user, `/merchant/print-stations/${station}/send`, { ids, reason })

/** A job's card as the station page asks for it: the PDF, or the refusal's message. */
async function card(client: any, user: any, station: number, job: number, token: string) {
  const answer = await binary(
    client
      .get(`/merchant/print-stations/${station}/jobs/${job}/pdf?token=${token}`)
      .loginAs(user)
      .withPlainCookie('locale', 'en')
      .header('accept', 'application/pdf, application/json')
  )
  const refusal = answer.response.status() === 200 ? null : JSON.parse(answer.body.toString())
  return { response: answer.response, message: refusal?.message as string | undefined }
}

async function jobStates(formId: number) {
  const rows = await db.from('print_jobs').where('form_id', formId).orderBy('id')
  return rows.map((row) => String(row.state))
}

const NOT_PRINTABLE =
  'This card is no longer valid for print (the request was rejected, withdrawn or erased): it leaves the queue.'
const PRINTED_ELSEWHERE =
  'This card was printed elsewhere since it was sent: it leaves the queue. Send it again with a reason to print it again.'

test.group('Print stations: cards that may no longer print', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  test('a card rejected or erased after it was sent is never drawn nor logged: its job closes and the station moves on', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const [held, confirmed, queued, last] = await Promise.all(
      ['Retenida', 'Confirmada', 'Encolada', 'Ultima'].map((lastName) =>
        createForm('press', tennis, { state: 'approved', lastName })
      )
    )
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    const ids = [held.id, confirmed.id, queued.id, last.id]
    await send(client, printer, desk, ids).then((r: any) => r.assertStatus(200))

    /** Rejected while the station holds it: its card is refused. */
    const first = await nextJob(client, printer, desk, TOKEN_A)
    assert.equal(first.formId, held.id)
    await db.from('forms').where('id', held.id).update({ state: 'rejected' })
    const refused = await card(client, printer, desk, first.id, TOKEN_A)
    refused.response.assertStatus(409)
    assert.equal(refused.message, NOT_PRINTABLE)
    assert.deepEqual(await jobStates(held.id), ['cancelled'])

    /** Erased between the card and the confirmation: nothing is logged. */
    const second = await nextJob(client, printer, desk, TOKEN_A)
    assert.equal(second.formId, confirmed.id, 'the station moves on')
    const drawn = await card(client, printer, desk, second.id, TOKEN_A)
    drawn.response.assertStatus(200)
    await db.from('forms').where('id', confirmed.id).update({ erased_at: new Date() })
    const late = await confirm(client, printer, desk, second.id, TOKEN_A)
    late.assertStatus(409)
    assert.equal(late.body().message, NOT_PRINTABLE)
    assert.lengthOf(await printEntries(confirmed.id), 0)
    assert.deepEqual(await jobStates(confirmed.id), ['cancelled'])

    /** Rejected while waiting: the claim skips it and closes it. */
    await db.from('forms').where('id', queued.id).update({ state: 'rejected' })
    const third = await nextJob(client, printer, desk, TOKEN_A)
    assert.equal(third.formId, last.id)
    assert.deepEqual(await jobStates(queued.id), ['cancelled'])
    const queue = await queueOf(client, printer, desk, TOKEN_A)
    assert.deepInclude(
      queue.map((row) => [row.lastName, row.state]),
      ['Encolada', 'cancelled']
    )

    /** Approved again, the card may be sent again: the closed job holds no place in a queue. */
    await db.from('forms').where('id', held.id).update({ state: 'approved' })
    const again = await send(client, printer, desk, [held.id])
    again.assertStatus(200)
    assert.equal(again.body().queued, 1)
    for (const form of [held, confirmed, queued]) assert.lengthOf(await printEntries(form.id), 0)
  })

  test('a card printed at the console after it was sent for a first print is refused at the station; sent again with a reason it prints as a reprint', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved', lastName: 'Doble' })
    const other = await createForm('press', tennis, { state: 'approved', lastName: 'Otra' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    await send(client, printer, desk, [holder.id, other.id]).then((r: any) => r.assertStatus(200))
    const consolePrint = (id: number) =>
      binary(
        client
          .post('/merchant/systems/pdfs')
          .loginAs(printer)
          .withCsrfToken()
          .header('accept', 'application/pdf, application/json')
          .json({ ids: [id] })
      ).then((printed: any) => printed.response.assertStatus(200))

    /** Printed at the console while the station shows it: the confirmation is refused. */
    const job = await nextJob(client, printer, desk, TOKEN_A)
    const drawn = await card(client, printer, desk, job.id, TOKEN_A)
    drawn.response.assertStatus(200)
    await consolePrint(holder.id)
    const refused = await confirm(client, printer, desk, job.id, TOKEN_A)
    refused.assertStatus(409)
    assert.equal(refused.body().message, PRINTED_ELSEWHERE)
    assert.lengthOf(await printEntries(holder.id), 1, 'only the console print')
    assert.deepEqual(await jobStates(holder.id), ['cancelled'])

    /** Printed at the console before the station reached it: its card is refused. */
    await consolePrint(other.id)
    const next = await nextJob(client, printer, desk, TOKEN_A)
    assert.equal(next.formId, other.id)
    const notDrawn = await card(client, printer, desk, next.id, TOKEN_A)
    notDrawn.response.assertStatus(409)
    assert.equal(notDrawn.message, PRINTED_ELSEWHERE)
    assert.isNull(await nextJob(client, printer, desk, TOKEN_A))

    /** Sent again, it is a reprint: it asks its reason and is logged with it. */
    const noReason = await send(client, printer, desk, [holder.id])
    noReason.assertStatus(422)
    await send(client, printer, desk, [holder.id], 'damaged').then((r: any) => r.assertStatus(200))
    const reprint = await nextJob(client, printer, desk, TOKEN_A)
    await confirm(client, printer, desk, reprint.id, TOKEN_A).then((r: any) => r.assertStatus(200))
    const entries = await printEntries(holder.id)
    assert.deepEqual(
      entries.map((entry) => entry.reason ?? null),
      [null, 'damaged']
    )
  })

  test('a card replaced while its reprint waits is logged with the new card, as its first print', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved', lastName: 'Perdida' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    await send(client, printer, desk, [holder.id]).then((r: any) => r.assertStatus(200))
    const first = await nextJob(client, printer, desk, TOKEN_A)
    await confirm(client, printer, desk, first.id, TOKEN_A).then((r: any) => r.assertStatus(200))
    await send(client, printer, desk, [holder.id], 'damaged').then((r: any) => r.assertStatus(200))

    const replaced = await replaceCard(holder.id, 'lost', {
      userId: printer.id,
      scope: { types: null, currentOnly: true, restaurantId: null },
      version: 1,
    })
    assert.equal(replaced.status, 'replaced')
    const job = await nextJob(client, printer, desk, TOKEN_A)
    assert.isNull(job.reprintReason, 'the new card was never printed')
    await confirm(client, printer, desk, job.id, TOKEN_A).then((r: any) => r.assertStatus(200))
    const entries = await printEntries(holder.id)
    assert.deepEqual(
      entries.map((entry) => [entry.card, entry.reason ?? null]),
      [
        [1, null],
        [2, null],
      ]
    )
  })

  test("a never-opened station's queue waits for it; a station that went silent is taken over", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const unopened = await createStation(tennis.id, 'Sin abrir')
    const open = await createStation(tennis.id, 'Abierta')
    await send(client, printer, unopened, [holder.id]).then((r: any) => r.assertStatus(200))
    assert.isNull(await nextJob(client, printer, open, TOKEN_B))
    assert.deepEqual(await jobStates(holder.id), ['queued'])

    await db
      .from('print_stations')
      .where('id', unopened)
      .update({ seen_at: Date.now() - 60_000 })
    const takeover = await nextJob(client, printer, open, TOKEN_B)
    assert.equal(takeover.formId, holder.id)
    assert.equal(takeover.takenOverFrom, 'Sin abrir')
  })

  test("a card held through a minute at the print dialog (the page's timers stopped) stays the station's", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    const other = await createStation(tennis.id, 'Otra')
    await send(client, printer, desk, [holder.id]).then((r: any) => r.assertStatus(200))
    const job = await nextJob(client, printer, desk, TOKEN_A)
    /** A minute passes without a word from the page. */
    await db
      .from('print_stations')
      .where('id', desk)
      .update({ seen_at: db.raw('seen_at - 60000') })
    await db
      .from('print_jobs')
      .where('id', job.id)
      .update({ lease_until: db.raw('lease_until - 60000') })
    assert.isNull(await nextJob(client, printer, other, TOKEN_B))
    await confirm(client, printer, desk, job.id, TOKEN_A).then((r: any) => r.assertStatus(200))
    const [entry] = await printEntries(holder.id)
    assert.equal(entry.stationName, 'Mesa')
  })
})
