import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, lastYearOf, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { printedCard } from '#tests/helpers/collection'
import { createOrganisation } from '#tests/helpers/organisations'
import { createStation, postAs as post } from '#tests/helpers/print_stations'

/** The queued jobs of a station: form id and reprint reason, in the order they will print. */
async function queueOf(station: number) {
  const rows = await db
    .from('print_jobs')
    .where('station_id', station)
    .orderBy('id')
    .select('form_id', 'reprint_reason')
  return rows.map((row) => [Number(row.form_id), row.reprint_reason])
}

const sendOrganisation = (client: any, user: any, station: number, organisation: number) =>
  post(client, user, `/merchant/print-stations/${station}/send/organisation/${organisation}`)

const printer = () => createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })

test.group('Sending to a station from the request lists', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  test('a printer without the edit right ticks rows of a list and sends them, then every request the filters match in the station tournament', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const previous = await lastYearOf(tennis)
    const ana = await createForm('press', tennis, { state: 'approved', lastName: 'Listada Ana' })
    const bea = await createForm('press', tennis, { state: 'approved', lastName: 'Listada Bea' })
    const eva = await createForm('press', tennis, { state: 'approved', lastName: 'Listada Eva' })
    const waiting = await createForm('press', tennis, { lastName: 'Listada Espera' })
    await createForm('press', previous, { state: 'approved', lastName: 'Listada Antigua' })
    await createForm('press', tennis, { state: 'approved', lastName: 'Otra Persona' })
    const user = await printer()
    const desk = await createStation(tennis.id, 'Recogida')
    await createStation(golf.id, 'Golf')

    /** The list offers its sport's stations and ticks rows for a user who only prints. */
    const page = await client.get('/merchant/mform/press').loginAs(user).withInertia()
    page.assertStatus(200)
    assert.deepEqual(page.body().props.printing.stations, [{ id: desk, name: 'Recogida' }])
    assert.isFalse(page.body().props.can.edit)

    const ticked = await post(client, user, `/merchant/print-stations/${desk}/send`, {
      ids: [bea.id, ana.id],
    })
    ticked.assertStatus(200)
    assert.equal(ticked.body().message, '2 cards sent to Recogida.')

    const matching = await post(client, user, `/merchant/print-stations/${desk}/send/list/press`, {
      search: 'listada',
      page: 3,
    })
    matching.assertStatus(200)
    assert.equal(
      matching.body().message,
      '1 card sent to Recogida. 2 already waiting in a queue. 1 not valid for print.'
    )
    assert.deepEqual(matching.body().refused, [waiting.id])
    assert.deepEqual(await queueOf(desk), [
      [bea.id, null],
      [ana.id, null],
      [eva.id, null],
    ])
  })

  test('refused, nothing queued: another tournament station, a type the user does not review, an unapproved request, a printed card without a reason', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const fresh = await createForm('press', tennis, { state: 'approved', lastName: 'Nueva' })
    const printed = await printedCard('press', tennis, { lastName: 'Impresa' })
    const waiting = await createForm('press', tennis, { lastName: 'Pendiente' })
    const guest = await createForm('guest', tennis, { state: 'approved', lastName: 'Invitada' })
    const user = await printer()
    const desk = await createStation(tennis.id, 'Recogida')
    const golfDesk = await createStation(golf.id, 'Golf')
    const jobs = async () => {
      const [row] = await db.from('print_jobs').count('* as total')
      return Number(row.total)
    }

    const otherTournament = await post(
      client,
      user,
      `/merchant/print-stations/${golfDesk}/send/list/press`,
      {}
    )
    otherTournament.assertStatus(404)
    const admin = await createUser({ isAdmin: true })
    const golfList = await post(
      client,
      admin,
      `/merchant/print-stations/${golfDesk}/send/list/press`,
      {}
    )
    golfList.assertStatus(422)
    assert.equal(
      golfList.body().message,
      "None of the selected requests can be sent: only approved requests of this station's tournament and the types you review."
    )

    const hiddenType = await post(client, user, `/merchant/print-stations/${desk}/send`, {
      ids: [guest.id],
    })
    hiddenType.assertStatus(422)
    assert.notInclude(hiddenType.text(), 'Invitada')
    const hiddenList = await post(client, user, `/merchant/print-stations/${desk}/send/list/guest`)
    hiddenList.assertStatus(403)

    const unapproved = await post(client, user, `/merchant/print-stations/${desk}/send`, {
      ids: [waiting.id],
    })
    unapproved.assertStatus(422)
    assert.deepEqual(unapproved.body().notValidForPrint, [waiting.id])

    const noReason = await post(client, user, `/merchant/print-stations/${desk}/send/list/press`, {
      state: 'approved',
    })
    noReason.assertStatus(422)
    assert.deepEqual(noReason.body().reprints, [printed.id])
    assert.equal(
      noReason.body().message,
      '1 card was already printed: a reprint needs a reason (misprint, damaged). A lost card is replaced instead (new code).'
    )
    const ticked = await post(client, user, `/merchant/print-stations/${desk}/send`, {
      ids: [fresh.id, printed.id],
    })
    ticked.assertStatus(422)
    assert.equal(await jobs(), 0, 'nothing half-queued')

    const badReason = await post(client, user, `/merchant/print-stations/${desk}/send/list/press`, {
      reason: 'x'.repeat(201),
    })
    badReason.assertStatus(422)
    assert.equal(await jobs(), 0)

    const withReason = await post(
      client,
      user,
      `/merchant/print-stations/${desk}/send/list/press`,
      {
        state: 'approved',
        reason: 'damaged',
      }
    )
    withReason.assertStatus(200)
    assert.deepEqual(await queueOf(desk), [
      [printed.id, 'damaged'],
      [fresh.id, null],
    ])
  })
})

test.group('Sending an organisation to a station', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  async function organisationWithPeople() {
    const { organisation, quota, tournament } = await createOrganisation({ name: 'Tele Norte' })
    const person = async (form: { id: number }, withdrawn = false) => {
      await db.table('organisation_people').insert({
        organisation_id: organisation.id,
        quota_id: quota.id,
        form_id: form.id,
        withdrawn_at: withdrawn ? new Date() : null,
        created_at: new Date(),
      })
      return form
    }
    return {
      organisation,
      tournament,
      zoe: await person(
        await createForm('accreditation', tournament, { state: 'approved', lastName: 'Zapata' })
      ),
      ada: await person(
        await createForm('accreditation', tournament, { state: 'approved', lastName: 'Abad' })
      ),
      printed: await person(await printedCard('accreditation', tournament, { lastName: 'Hecha' })),
      waiting: await person(await createForm('accreditation', tournament, { lastName: 'Espera' })),
      withdrawn: await person(
        await createForm('accreditation', tournament, { state: 'rejected', lastName: 'Baja' }),
        true
      ),
    }
  }

  test('its approved people not yet printed go to the station in alphabetical order; a selection of them goes through the same rules', async ({
    client,
    assert,
  }) => {
    const people = await organisationWithPeople()
    const admin = await createUser({ isAdmin: true })
    const desk = await createStation(people.tournament.id, 'Recogida')

    const page = await client
      .get(`/merchant/organisations/${people.organisation.id}`)
      .loginAs(admin)
      .withInertia()
    page.assertStatus(200)
    assert.deepEqual(page.body().props.printing.stations, [{ id: desk, name: 'Recogida' }])

    const sent = await sendOrganisation(client, admin, desk, people.organisation.id)
    sent.assertStatus(200)
    assert.equal(sent.body().message, '2 cards sent to Recogida.')
    assert.deepEqual(await queueOf(desk), [
      [people.ada.id, null],
      [people.zoe.id, null],
    ])

    const selection = await post(client, admin, `/merchant/print-stations/${desk}/send`, {
      ids: [people.printed.id, people.waiting.id],
    })
    selection.assertStatus(422)
    assert.deepEqual(selection.body().reprints, [people.printed.id])
    const reprint = await post(client, admin, `/merchant/print-stations/${desk}/send`, {
      ids: [people.printed.id, people.waiting.id],
      reason: 'misprint',
    })
    reprint.assertStatus(200)
    assert.equal(reprint.body().message, '1 card sent to Recogida. 1 not valid for print.')

    const again = await sendOrganisation(client, admin, desk, people.organisation.id)
    again.assertStatus(200)
    assert.equal(again.body().message, '0 cards sent to Recogida. 2 already waiting in a queue.')
    assert.lengthOf(await queueOf(desk), 3, 'nobody queued twice')
  })

  test("refused: another tournament's organisation (not named), an organisation with nobody to print, a user who is not an administrator", async ({
    client,
    assert,
  }) => {
    const people = await organisationWithPeople()
    const { golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const golfDesk = await createStation(golf.id, 'Golf')
    const desk = await createStation(people.tournament.id, 'Recogida')
    // Another tournament's organisation is not found from this station, and not named.
    const other = await sendOrganisation(client, admin, golfDesk, people.organisation.id)
    other.assertStatus(404)
    assert.notInclude(other.text(), 'Tele Norte')
    const { organisation: empty } = await createOrganisation({ name: 'Catering Vacío' })
    const nobody = await sendOrganisation(client, admin, desk, empty.id)
    nobody.assertStatus(422)
    assert.equal(
      nobody.body().message,
      "No approved person of Catering Vacío is waiting for a first card at this station's tournament."
    )
    const missing = await sendOrganisation(client, admin, desk, 2147483000)
    missing.assertStatus(404)
    const notAdmin = await createUser({
      canPrint: true,
      formTypes: JSON.stringify(['accreditation']),
    })
    const forbidden = await sendOrganisation(client, notAdmin, desk, people.organisation.id)
    forbidden.assertStatus(403)
    assert.lengthOf(await queueOf(desk), 0)
  })
})
