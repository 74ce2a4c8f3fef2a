import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Form from '#models/form'
import FormLog from '#models/form_log'
import { lastYearOf, openTournaments } from '#tests/helpers/forms'
import {
  attachRequiredFiles,
  publicPath,
  requiredDownloads,
  THIS_YEAR,
  validFields,
} from '#tests/helpers/form_payloads'
import { createUser } from '#tests/helpers/users'
import { waitForQueue } from '#tests/helpers/queue'
import { createForm } from '#tests/helpers/form_factory'
import { checkDuplicatesOf, scanAllDuplicates } from '#services/review/duplicate_people'

/**
 * A public submit of `type` with these answers over the valid ones; the stored
 * request, once its duplicate check (queued by the submit) has run.
 */
async function submit(client: any, type: string, answers: Record<string, string>) {
  const { spain } = await openTournaments()
  const request = client
    .post(publicPath(type))
    .header('referer', publicPath(type))
    .withCsrfToken()
    .withSession({ downloaded_documents: requiredDownloads(type) })
    .redirects(0)
    .fields({ ...validFields(type, spain.id, THIS_YEAR), ...answers })
  const response = await attachRequiredFiles(request, type)
  response.assertStatus(302)
  await waitForQueue()
  return Form.query().where('type', type).orderBy('id', 'desc').firstOrFail()
}

const JOSE = {
  name: 'José Ángel',
  lastName: 'Martínez Gómez',
  document: '12345678Z',
  birthDate: '12/04/1990',
}
/** The same man asking again: no accents, surnames swapped, DNI without letter, birth-date typo. */
const JOSE_AGAIN = {
  name: 'JOSE ANGEL',
  lastName: 'Gomez Martinez',
  document: '12345678',
  birthDate: '13/04/1990',
}

async function reviewer(types = ['press', 'volunteer', 'ballboy'], canEdit = true) {
  return createUser({ canEdit, formTypes: JSON.stringify(types) })
}

async function shownOn(client: any, user: any, form: Form) {
  const page = await client
    .get(`/merchant/mform/${form.type}/${form.id}`)
    .loginAs(user)
    .withInertia()
  page.assertInertiaComponent('forms/show')
  return (page.inertiaProps as any).duplicates as {
    shown: { pairId: number; formId: number; type: string; otherRole: string; reasons: string[] }[]
    hidden: number
  }
}

async function shownList(client: any, user: any, form: Form) {
  const duplicates = await shownOn(client, user, form)
  return duplicates.shown
}

async function listed(client: any, user: any, type: string, qs = '') {
  const page = await client.get(`/merchant/mform/${type}${qs}`).loginAs(user).withInertia()
  return ((page.inertiaProps as any).rows as { id: number }[]).map((row) => row.id)
}

test.group('Review · the same person asking twice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a volunteer who asks again as press, written another way, is shown on both requests and by the list filter', async ({
    client,
    assert,
  }) => {
    const volunteer = await submit(client, 'volunteer', JOSE)
    const press = await submit(client, 'press', JOSE_AGAIN)
    const stranger = await submit(client, 'press', {
      name: 'Marta',
      lastName: 'Ruiz Sanz',
      document: '23456789D',
      birthDate: '01/02/1985',
    })
    const user = await reviewer()

    const onPress = await shownOn(client, user, press)
    assert.deepEqual(
      onPress.shown.map((duplicate) => [duplicate.formId, duplicate.type, duplicate.reasons]),
      [[volunteer.id, 'volunteer', ['document', 'name', 'birth']]]
    )
    assert.equal(onPress.hidden, 0)
    const onVolunteer = await shownOn(client, user, volunteer)
    assert.deepEqual(
      onVolunteer.shown.map((duplicate) => duplicate.formId),
      [press.id]
    )
    assert.deepEqual(await shownList(client, user, stranger), [])

    assert.deepEqual(await listed(client, user, 'press', '?review=duplicates'), [press.id])
    assert.sameMembers(await listed(client, user, 'press'), [press.id, stranger.id])
    assert.deepEqual(await listed(client, user, 'volunteer', '?review=duplicates'), [volunteer.id])
  })

  test("a ballboy's guardian who volunteers is found by the guardian's document", async ({
    client,
    assert,
  }) => {
    const ballboy = await submit(client, 'ballboy', {
      tutorName: 'Ana',
      tutorLastName: 'García',
      tutorDocument: '87654321X',
    })
    const volunteer = await submit(client, 'volunteer', {
      name: 'Ana',
      lastName: 'Garcia Pérez',
      document: '87654321x',
      birthDate: '03/03/1980',
    })
    const onVolunteer = await shownOn(client, await reviewer(), volunteer)
    assert.deepEqual(
      onVolunteer.shown.map((duplicate) => [duplicate.formId, duplicate.otherRole]),
      [[ballboy.id, 'tutor']]
    )
  })

  test('"not the same person" silences the pair for good and is in both histories', async ({
    client,
    assert,
  }) => {
    const volunteer = await submit(client, 'volunteer', JOSE)
    const press = await submit(client, 'press', JOSE_AGAIN)
    const user = await reviewer()
    const [pair] = await shownList(client, user, press)

    const response = await client
      .post(`/merchant/review/duplicates/${pair.pairId}/not-same`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `/merchant/mform/press/${press.id}`)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(
      (response.flashMessages().notification as { message: string }).message,
      'Anotado: no son la misma persona. No se volverá a avisar.'
    )

    assert.deepEqual(await shownList(client, user, press), [])
    assert.deepEqual(await shownList(client, user, volunteer), [])
    assert.deepEqual(await listed(client, user, 'press', '?review=duplicates'), [])
    for (const [form, other] of [
      [press, volunteer],
      [volunteer, press],
    ]) {
      const log = await FormLog.query()
        .where('formId', form.id)
        .where('type', 'not_same_person')
        .firstOrFail()
      assert.equal(log.userId, user.id)
      assert.equal(log.dataMap.otherFormId, other.id)
    }

    /** Checked again (an edit, a full scan): still quiet. */
    await checkDuplicatesOf(press.id)
    await scanAllDuplicates()
    assert.deepEqual(await shownList(client, user, press), [])
    const again = await client
      .post(`/merchant/review/duplicates/${pair.pairId}/not-same`)
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
    again.assertStatus(404)
  })

  test('staff who do not review the other list see a count, and cannot rule the pair out', async ({
    client,
    assert,
  }) => {
    await submit(client, 'volunteer', JOSE)
    const press = await submit(client, 'press', JOSE_AGAIN)
    const pressOnly = await reviewer(['press'])
    const onPress = await shownOn(client, pressOnly, press)
    assert.deepEqual(onPress.shown, [])
    assert.equal(onPress.hidden, 1)

    const [pair] = await shownList(client, await reviewer(), press)
    const refused = await client
      .post(`/merchant/review/duplicates/${pair.pairId}/not-same`)
      .loginAs(pressOnly)
      .withCsrfToken()
      .header('accept', 'application/json')
    refused.assertStatus(404)
    const readOnly = await client
      .post(`/merchant/review/duplicates/${pair.pairId}/not-same`)
      .loginAs(await reviewer(undefined, false))
      .withCsrfToken()
      .header('accept', 'application/json')
    readOnly.assertStatus(403)
    assert.lengthOf(await shownList(client, await reviewer(), press), 1)
  })

  test("an erased person's keys and pairs leave the review", async ({ client, assert }) => {
    const volunteer = await submit(client, 'volunteer', JOSE)
    const press = await submit(client, 'press', JOSE_AGAIN)
    const { erasePerson } = await import('#services/privacy/person_erasure')
    const result = await erasePerson(
      { by: 'email', value: volunteer.email! },
      { requests: [volunteer.id], collections: [] },
      null
    )
    assert.isTrue(result.erased)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    assert.lengthOf(await db.from('review_people').where('form_id', volunteer.id), 0)
    assert.deepEqual(await shownList(client, await reviewer(), press), [])
    assert.deepEqual(await listed(client, await reviewer(), 'press', '?review=duplicates'), [])
  })

  test('a full scan pairs the same person across types and sports, never namesakes, erased requests or past tournaments', async ({
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const born = (form: Form, date: string) => {
      form.birthDate = DateTime.fromISO(date)
      return form.save()
    }
    const line = await createForm('line', tennis, {
      name: 'Íñigo',
      lastName: 'Núñez Sáez',
      document: 'Y1234567X',
    })
    await born(line, '1975-11-02')
    const golfVolunteer = await createForm('gvolunteer', golf, {
      name: 'Inigo',
      lastName: 'Saez Nuñez',
      document: 'y-1234567',
    })
    await born(golfVolunteer, '1975-02-11')
    /** Same name, another document and birth date: another man. */
    const namesake = await createForm('press', tennis, {
      name: 'Íñigo',
      lastName: 'Núñez Sáez',
      document: '11111111H',
    })
    await born(namesake, '1988-06-30')
    const erased = await createForm('press', tennis, {
      name: 'Inigo',
      lastName: 'Nunez Saez',
      document: 'Y1234567',
    })
    await born(erased, '1975-11-02')
    erased.erasedAt = DateTime.now()
    await erased.save()
    const lastYear = await createForm('line', await lastYearOf(tennis), {
      name: 'Íñigo',
      lastName: 'Núñez Sáez',
      document: 'Y1234567X',
    })
    await born(lastYear, '1975-11-02')

    const scan = await scanAllDuplicates()
    assert.equal(scan.pairs, 1)
    const user = await createUser({ isAdmin: true })
    const { duplicatesShownFor } = await import('#services/review/duplicate_review')
    const { listScope } = await import('#services/auth/form_access')
    const shown = await duplicatesShownFor(line.id, listScope(user))
    assert.deepEqual(
      shown.shown.map((duplicate) => [duplicate.formId, duplicate.reasons]),
      [[golfVolunteer.id, ['document', 'name', 'birth']]]
    )
  })
})
