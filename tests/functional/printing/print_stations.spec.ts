import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { binary, pdfText } from '#tests/helpers/pdf'
import { designedTemplate, printEntries } from '#tests/helpers/badge_templates'
import { stationIn } from '#services/printing/print_stations'
import { claimWork } from '#services/printing/print_jobs'
import {
  TOKEN_A,
  TOKEN_B,
  claim,
  confirm,
  createStation,
  postAs as post,
} from '#tests/helpers/print_stations'

/** A station that stopped asking a lease ago: its claims and its being alive have run out. */
async function dies(station: number) {
  const past = Date.now() - 60_000
  await db.from('print_stations').where('id', station).update({ seen_at: past })
  await db.from('print_jobs').where('claimed_by', station).update({ lease_until: past })
}

async function jobsOf(formId: number) {
  return db.from('print_jobs').where('form_id', formId).orderBy('id')
}

test.group('Print stations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  test('a selection sent to a station is printed there, one card at a time, confirmed and logged with the station and the template version', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holders = [
      await createForm('press', tennis, { state: 'approved', lastName: 'Primera' }),
      await createForm('press', tennis, { state: 'approved', lastName: 'Segunda' }),
    ]
    const waiting = await createForm('press', tennis, { lastName: 'Pendiente' })
    const admin = await createUser({ isAdmin: true })
    const saved = await post(client, admin, `/merchant/badge-templates/${tennis.id}`, {
      category: 'press',
      basedOn: 0,
      definition: designedTemplate({ backText: 'Version uno' }),
    })
    saved.assertStatus(200)
    const desk = await createStation(tennis.id, 'Acreditaciones 1')
    const other = await createStation(tennis.id, 'Acreditaciones 2')
    const sent = await post(client, admin, `/merchant/print-stations/${desk}/send`, {
      ids: [...holders.map((h) => h.id), waiting.id],
    })
    sent.assertStatus(200)
    assert.equal(sent.body().queued, 2)
    assert.deepEqual(sent.body().refused, [waiting.id])
    assert.equal(sent.body().message, '2 cards sent to Acreditaciones 1. 1 not valid for print.')

    /** A template saved after sending does not change what the queued jobs print. */
    await post(client, admin, `/merchant/badge-templates/${tennis.id}`, {
      category: 'press',
      basedOn: 1,
      definition: designedTemplate({ backText: 'Version dos' }),
    }).then((response: any) => response.assertStatus(200))

    const first = await claim(client, admin, desk, TOKEN_A)
    first.assertStatus(200)
    const job = first.body().job
    assert.equal(job.formId, holders[0].id, 'the oldest job first')
    /** The other station, alive, does not get the job the first one holds, nor its queue. */
    const meanwhile = await claim(client, admin, other, TOKEN_B)
    assert.isNull(meanwhile.body().job)
    /** Asking again (a reload of the page) gives the same job back. */
    const again = await claim(client, admin, desk, TOKEN_A)
    assert.equal(again.body().job.id, job.id)

    const card = await binary(
      client
        .get(`/merchant/print-stations/${desk}/jobs/${job.id}/pdf?token=${TOKEN_A}`)
        .loginAs(admin)
        .withPlainCookie('locale', 'en')
    )
    card.response.assertStatus(200)
    const text = await pdfText(card.body)
    assert.include(text, 'Primera')
    assert.include(text, 'Version uno')
    assert.notInclude(text, 'Version dos')
    assert.notInclude(text, 'Segunda', 'one card')
    const notHeld = await client
      .get(`/merchant/print-stations/${desk}/jobs/${job.id}/pdf?token=${TOKEN_B}`)
      .loginAs(admin)
      .header('accept', 'application/json')
    notHeld.assertStatus(409)

    const stolen = await confirm(client, admin, desk, job.id, TOKEN_B)
    stolen.assertStatus(409)
    const done = await confirm(client, admin, desk, job.id, TOKEN_A)
    done.assertStatus(200)
    const [entry] = await printEntries(holders[0].id)
    assert.equal(entry.stationName, 'Acreditaciones 1')
    assert.equal(entry.templateVersion, 1)
    const twice = await confirm(client, admin, desk, job.id, TOKEN_A)
    twice.assertStatus(409)
    assert.lengthOf(await printEntries(holders[0].id), 1, 'confirmed once')

    const next = await claim(client, admin, desk, TOKEN_A)
    assert.equal(next.body().job.formId, holders[1].id)
    const queue = next.body().queue as {
      name: string
      lastName: string
      state: string
      printedBy: string | null
      templateVersion: number
    }[]
    assert.deepInclude(
      queue.map((row) => [row.lastName, row.state, row.printedBy, row.templateVersion]),
      ['Primera', 'printed', 'Acreditaciones 1', 1]
    )
  })

  test("a dead station's job and queue are taken over after the lease; its late confirmation changes nothing", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holders = [
      await createForm('press', tennis, { state: 'approved', lastName: 'Uno' }),
      await createForm('press', tennis, { state: 'approved', lastName: 'Dos' }),
    ]
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const dying = await createStation(tennis.id, 'Puerta norte')
    const rescuer = await createStation(tennis.id, 'Puerta sur')
    await post(client, printer, `/merchant/print-stations/${dying}/send`, {
      ids: holders.map((h) => h.id),
    }).then((response: any) => response.assertStatus(200))
    const first = await claim(client, printer, dying, TOKEN_A)
    const held = first.body().job
    assert.equal(held.formId, holders[0].id)
    const alive = await claim(client, printer, rescuer, TOKEN_B)
    assert.isNull(alive.body().job, 'nothing is taken from a station that is alive')

    await dies(dying)
    const takeover = await claim(client, printer, rescuer, TOKEN_B)
    assert.equal(takeover.body().job.id, held.id)
    assert.equal(takeover.body().job.takenOverFrom, 'Puerta norte')
    const late = await confirm(client, printer, dying, held.id, TOKEN_A)
    late.assertStatus(409)
    await confirm(client, printer, rescuer, held.id, TOKEN_B).then((r: any) => r.assertStatus(200))
    const [entry] = await printEntries(holders[0].id)
    assert.equal(entry.stationName, 'Puerta sur')
    /** The dead station's queue follows. */
    const rest = await claim(client, printer, rescuer, TOKEN_B)
    assert.equal(rest.body().job.formId, holders[1].id)
  })

  test('two station pages after one job: exactly one gets it', async ({ assert }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved' })
    const ids = [await createStation(tennis.id, 'A'), await createStation(tennis.id, 'B')]
    await db.table('print_jobs').insert({
      station_id: ids[0],
      form_id: holder.id,
      card_version: 1,
      state: 'queued',
      created_at: new Date(),
    })
    await db
      .from('print_stations')
      .whereIn('id', ids)
      .update({ seen_at: Date.now() - 60_000 })
    const stations = await Promise.all(ids.map((id) => stationIn(id, [tennis.id])))
    const scope = { types: null, currentOnly: true, restaurantId: null }
    const results = await Promise.all([
      claimWork(stations[0]!, TOKEN_A, scope),
      claimWork(stations[1]!, TOKEN_B, scope),
      claimWork(stations[0]!, 'station-a-second-page-000000', scope),
    ])
    assert.lengthOf(
      results.filter((job) => job !== null),
      1
    )
    const [row] = await jobsOf(holder.id)
    assert.equal(row.state, 'printing')
  })

  test('a card that came out wrong goes back to the queue with its reason and prints again, logged as a reprint', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved', lastName: 'Atasco' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    await post(client, printer, `/merchant/print-stations/${desk}/send`, { ids: [holder.id] })
    const claimed = await claim(client, printer, desk, TOKEN_A)
    const job = claimed.body().job
    const noReason = await post(
      client,
      printer,
      `/merchant/print-stations/${desk}/jobs/${job.id}/fail`,
      { token: TOKEN_A, reason: '' }
    )
    noReason.assertStatus(422)
    const failed = await post(
      client,
      printer,
      `/merchant/print-stations/${desk}/jobs/${job.id}/fail`,
      { token: TOKEN_A, reason: 'misprint' }
    )
    failed.assertStatus(200)
    assert.deepEqual(await printEntries(holder.id), [], 'a failed card is not printed')
    const again = await claim(client, printer, desk, TOKEN_A)
    const retry = again.body().job
    assert.equal(retry.id, job.id)
    assert.equal(retry.reprintReason, 'misprint')
    await confirm(client, printer, desk, job.id, TOKEN_A).then((r: any) => r.assertStatus(200))
    const [entry] = await printEntries(holder.id)
    assert.equal(entry.reason, 'misprint')
    const [row] = await jobsOf(holder.id)
    assert.equal(Number(row.attempts), 1)
  })

  test('sending a printed card again needs a reason; a card waiting in a queue is not queued twice', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const printed = await createForm('press', tennis, { state: 'approved', lastName: 'Impresa' })
    await db.table('form_logs').insert({
      form_id: printed.id,
      type: 'print',
      data: '{}',
      created_at: new Date(),
    })
    const fresh = await createForm('press', tennis, { state: 'approved', lastName: 'Nueva' })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    const refused = await post(client, printer, `/merchant/print-stations/${desk}/send`, {
      ids: [printed.id, fresh.id],
    })
    refused.assertStatus(422)
    assert.deepEqual(refused.body().reprints, [printed.id])
    assert.lengthOf(await jobsOf(fresh.id), 0, 'nothing queued')
    const sent = await post(client, printer, `/merchant/print-stations/${desk}/send`, {
      ids: [printed.id, fresh.id],
      reason: 'damaged',
    })
    sent.assertStatus(200)
    const [job] = await jobsOf(printed.id)
    assert.equal(job.reprint_reason, 'damaged')
    const [freshJob] = await jobsOf(fresh.id)
    assert.isNull(freshJob.reprint_reason)
    const twice = await post(client, printer, `/merchant/print-stations/${desk}/send`, {
      ids: [fresh.id],
      reason: 'damaged',
    })
    twice.assertStatus(200)
    assert.equal(twice.body().queued, 0)
    assert.lengthOf(await jobsOf(fresh.id), 1)
  })

  test("a station sees only its tournament's jobs; another tournament's station, job and card answer 404 naming nobody", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const tennisHolder = await createForm('press', tennis, {
      state: 'approved',
      lastName: 'Tenista',
    })
    const golfHolder = await createForm('gpress', golf, { state: 'approved', lastName: 'Golfista' })
    const admin = await createUser({ isAdmin: true })
    const tennisDesk = await createStation(tennis.id, 'Tenis')
    const golfDesk = await createStation(golf.id, 'Golf')
    const wrongTournament = await post(client, admin, `/merchant/print-stations/${golfDesk}/send`, {
      ids: [tennisHolder.id],
    })
    wrongTournament.assertStatus(422)
    await post(client, admin, `/merchant/print-stations/${tennisDesk}/send`, {
      ids: [tennisHolder.id],
    }).then((r: any) => r.assertStatus(200))
    await post(client, admin, `/merchant/print-stations/${golfDesk}/send`, {
      ids: [golfHolder.id],
    }).then((r: any) => r.assertStatus(200))
    await dies(tennisDesk)
    const golfClaim = await claim(client, admin, golfDesk, TOKEN_B)
    assert.equal(golfClaim.body().job.formId, golfHolder.id)
    assert.notInclude(golfClaim.text(), 'Tenista', "a dead station's jobs stay in its tournament")
    const golfJob = golfClaim.body().job.id

    const tennisPrinter = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    for (const [index, request] of [
      client.get(`/merchant/print-stations/${golfDesk}`),
      client
        .post(`/merchant/print-stations/${golfDesk}/claim`)
        .withCsrfToken()
        .json({ token: TOKEN_A }),
      client.get(`/merchant/print-stations/${golfDesk}/jobs/${golfJob}/pdf?token=${TOKEN_B}`),
      client
        .post(`/merchant/print-stations/${golfDesk}/jobs/${golfJob}/confirm`)
        .withCsrfToken()
        .json({ token: TOKEN_B }),
      client.get(`/merchant/print-stations/${tennisDesk}/jobs/${golfJob}/pdf?token=${TOKEN_B}`),
    ].entries()) {
      const response = await request.loginAs(tennisPrinter).header('accept', 'application/json')
      assert.oneOf(response.status(), [404, 409], `request ${index}`)
      assert.notInclude(response.text(), 'Golfista')
    }
    assert.lengthOf(await printEntries(golfHolder.id), 0)
    const noPrint = await createUser({ formTypes: JSON.stringify(['press']) })
    const forbidden = await claim(client, noPrint, tennisDesk, TOKEN_A)
    forbidden.assertStatus(403)
  })
})
