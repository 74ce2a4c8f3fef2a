import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Form from '#models/form'
import FormLog from '#models/form_log'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

async function reviewer() {
  return createUser({ canEdit: true, formTypes: JSON.stringify(['press', 'ballboy']) })
}

function changeState(client: any, user: any, type: string, id: number, state: string) {
  return client
    .post(`/merchant/mform/${type}/changestate/${id}`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ state })
}

test.group('Staff · state changes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const allowed: [string, string][] = [
    ['waiting', 'approved'],
    ['waiting', 'rejected'],
    ['rejected', 'approved'],
    ['approved', 'rejected'],
  ]
  for (const [from, to] of allowed) {
    test(`${from} → ${to} is applied and logged with who did it`, async ({ client, assert }) => {
      const { tennis } = await openTournaments()
      const user = await reviewer()
      const form = await createForm('press', tennis, { state: from as any })
      const response = await changeState(client, user, 'press', form.id, to)
      response.assertStatus(200)
      await form.refresh()
      assert.equal(form.state, to)
      const log = await FormLog.query().where({ formId: form.id, type: 'state' }).firstOrFail()
      assert.equal(log.userId, user.id)
      assert.deepEqual(log.dataMap, { from, to })
    })
  }

  const refused: [string, string][] = [
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['waiting', 'waiting'],
    ['approved', 'deleted'],
  ]
  for (const [from, to] of refused) {
    test(`${from} → ${to} is refused with a message and changes nothing`, async ({
      client,
      assert,
    }) => {
      const { tennis } = await openTournaments()
      const form = await createForm('press', tennis, { state: from as any })
      const response = await changeState(client, await reviewer(), 'press', form.id, to)
      response.assertStatus(422)
      assert.isString(response.body().message)
      await form.refresh()
      assert.equal(form.state, from)
      const logs = await FormLog.query().where({ formId: form.id, type: 'state' })
      assert.lengthOf(logs, 0)
    })
  }

  test('a form of another type or an unknown id is not changed through this type', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('ballboy', tennis)
    const response = await changeState(client, await reviewer(), 'press', form.id, 'approved')
    response.assertStatus(422)
    await form.refresh()
    assert.equal(form.state, 'waiting')
  })

  test('bulk: approves by default, reports changed and refused ids', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const waiting = await createForm('press', tennis)
    const rejected = await createForm('press', tennis, { state: 'rejected' })
    const approved = await createForm('press', tennis, { state: 'approved' })
    const other = await createForm('ballboy', tennis)
    const response = await client
      .post('/merchant/mform/press/changestate')
      .loginAs(await reviewer())
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: [waiting.id, rejected.id, approved.id, other.id, 999999] })
    response.assertStatus(200)
    assert.sameMembers(response.body().changed, [waiting.id, rejected.id])
    assert.sameMembers(response.body().refused, [approved.id, other.id, 999999])
    const states = await Form.query()
      .whereIn('id', [waiting.id, rejected.id, approved.id, other.id])
      .orderBy('id')
    assert.deepEqual(
      states.map((form) => form.state),
      ['approved', 'approved', 'approved', 'waiting']
    )
  })

  test('bulk reject through the page shows how many changed', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const forms = [
      await createForm('press', tennis),
      await createForm('press', tennis, { state: 'rejected' }),
    ]
    const response = await client
      .post('/merchant/mform/press/changestate')
      .loginAs(await reviewer())
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('referer', '/merchant/mform/press')
      .redirects(0)
      .form({ ids: forms.map((form) => form.id), state: 'rejected' })
    assert.equal(response.header('location'), '/merchant/mform/press')
    assert.equal(
      (response.flashMessages().notification as { message: string }).message,
      '1 changed, 1 refused (not allowed from their state, or no place left for the player).'
    )
  })

  test('approve and next opens the oldest request still waiting in that list, then says the list is done', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const first = await createForm('press', tennis, { lastName: 'Primera' })
    const second = await createForm('press', tennis, { lastName: 'Segunda' })
    await createForm('ballboy', tennis, { lastName: 'Other type' })
    const user = await reviewer()
    const post = (id: number, state: string) =>
      client
        .post(`/merchant/mform/press/changestate/${id}`)
        .loginAs(user)
        .withCsrfToken()
        .redirects(0)
        .form({ state, next: 'true' })

    const toSecond = await post(first.id, 'approved')
    assert.equal(toSecond.header('location'), `/merchant/mform/press/${second.id}`)
    const done = await post(second.id, 'rejected')
    assert.equal(done.header('location'), '/merchant/mform/press?state=waiting')
    assert.equal(
      (done.flashMessages().notification as { message: string }).message,
      'No quedan solicitudes pendientes en esta lista.'
    )
    await first.refresh()
    await second.refresh()
    assert.deepEqual([first.state, second.state], ['approved', 'rejected'])
  })

  test('bad bulk input (no ids, text ids, huge ids) is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    for (const ids of [[], ['abc'], [1e12], 'all']) {
      const response = await client
        .post('/merchant/mform/press/changestate')
        .loginAs(await reviewer())
        .withCsrfToken()
        .header('accept', 'application/json')
        .json({ ids, state: 'approved' })
      response.assertStatus(422)
    }
    await form.refresh()
    assert.equal(form.state, 'waiting')
  })

  test('two staff changing the same form at once: one change wins, the state is consistent, every change is logged', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    const [alice, bob] = [await reviewer(), await reviewer()]
    const responses = await Promise.all([
      changeState(client, alice, 'press', form.id, 'approved'),
      changeState(client, bob, 'press', form.id, 'approved'),
    ])
    const statuses = responses.map((response) => response.status()).sort()
    assert.deepEqual(statuses, [200, 422])
    await form.refresh()
    assert.equal(form.state, 'approved')
    const logs = await FormLog.query().where({ formId: form.id, type: 'state' })
    assert.lengthOf(logs, 1)
  })

  test('staff without edit, or without the form type, cannot change states', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    const readOnly = await createUser({ formTypes: JSON.stringify(['press']) })
    const otherType = await createUser({ canEdit: true, formTypes: JSON.stringify(['ballboy']) })
    for (const user of [readOnly, otherType]) {
      const response = await changeState(
        client,
        user,
        'press',
        form.id,
        'approved'
      ).withPlainCookie('locale', 'en')
      response.assertStatus(403)
      assert.equal(response.body().message, "Sorry! You don't have permission!")
    }
    await form.refresh()
    assert.equal(form.state, 'waiting')
  })
})
