import { test } from '@japa/runner'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { configureMails, TENNIS_MAILS, committedWithMails } from '#tests/helpers/applicants'

const reviewer = () => createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })

/** The history entries of a request's staff page, as a colleague reading it in a language sees them. */
async function historyShown(client: any, user: any, id: number, locale: 'es' | 'en') {
  const page = await client
    .get(`/merchant/mform/press/${id}`)
    .loginAs(user)
    .withPlainCookie('locale', locale)
    .withInertia()
  page.assertStatus(200)
  return (page.inertiaProps as any).logs as {
    type: string
    reason: string | null
    note: string | null
  }[]
}

/**
 * A rejection's reason and note are stored in its history entry; a colleague
 * opening the request later reads why it was refused, the reason named in
 * their language.
 */
test.group('A request history · rejections', (group) => {
  committedWithMails(group)
  group.each.timeout(60_000)

  test("a colleague sees the rejection's reason and note in the request's history", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    /** The history is the subject: no decision mail to wait for. */
    await configureMails(tennis, { ...TENNIS_MAILS, decisionMails: false })
    const form = await createForm('press', tennis, { email: 'ana@example.test' })
    const rejecting = await reviewer()
    const colleague = await reviewer()

    const decided = await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(rejecting)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'rejected', reason: 'photo', note: 'Sunglasses on the photo' })
    decided.assertStatus(200)

    const english = await historyShown(client, colleague, form.id, 'en')
    const rejection = english.find((log) => log.type === 'state')!
    assert.equal(rejection.reason, 'The photo does not meet the rules')
    assert.equal(rejection.note, 'Sunglasses on the photo')
    const spanish = await historyShown(client, colleague, form.id, 'es')
    assert.equal(
      spanish.find((log) => log.type === 'state')!.reason,
      'La foto no cumple las normas'
    )
    /** Other entries carry no reason. */
    assert.isNull(english.find((log) => log.type === 'created')?.reason ?? null)
  })

  test('a rejection without a reason shows its note only; a reason no longer configured shows as stored', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis, { ...TENNIS_MAILS, decisionMails: false })
    const noted = await createForm('press', tennis)
    const reasoned = await createForm('press', tennis)
    const staff = await reviewer()
    for (const [form, body] of [
      [noted, { state: 'rejected', note: 'Duplicate of another request' }],
      [reasoned, { state: 'rejected', reason: 'late' }],
    ] as const) {
      const response = await client
        .post(`/merchant/mform/press/changestate/${form.id}`)
        .loginAs(staff)
        .withCsrfToken()
        .header('accept', 'application/json')
        .json(body)
      response.assertStatus(200)
    }
    const notedHistory = await historyShown(client, staff, noted.id, 'en')
    const [onlyNote] = notedHistory.filter((log) => log.type === 'state')
    assert.isNull(onlyNote.reason)
    assert.equal(onlyNote.note, 'Duplicate of another request')

    /** The organiser later removes the reason: the history still says which one it was. */
    await configureMails(tennis, { decisionMails: false, approvedTexts: {}, reasons: [] })
    const reasonedHistory = await historyShown(client, staff, reasoned.id, 'en')
    const [removed] = reasonedHistory.filter((log) => log.type === 'state')
    assert.equal(removed.reason, 'late')
    assert.isNull(removed.note)
  })
})
