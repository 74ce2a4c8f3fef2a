import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { openTournaments } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { mailSettingsOf } from '#services/applicants/mail_settings'

test.group('Applicants · decision mail settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an administrator saves texts in both languages, reasons and the switch, and previews them', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const saved = await client
      .put(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .json({
        approvedTexts: [
          { category: 'press', es: 'Puerta 3, de 9 a 18 h', en: 'Gate 3, 9 am to 6 pm' },
          { category: 'ballboy', es: null, en: null },
        ],
        reasons: [
          { es: 'Fuera de plazo', en: 'Too late' },
          { es: null, en: null },
        ],
      })
    saved.assertStatus(302)
    const settings = await mailSettingsOf(tennis.id)
    assert.isFalse(settings.decisionMails)
    assert.deepEqual(settings.approvedTexts, {
      press: { es: 'Puerta 3, de 9 a 18 h', en: 'Gate 3, 9 am to 6 pm' },
    })
    assert.lengthOf(settings.reasons, 1)
    assert.include(settings.reasons[0], { es: 'Fuera de plazo', en: 'Too late' })

    const page = await client
      .get(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .qs({ category: 'press', locale: 'en', decision: 'approved' })
      .loginAs(admin)
      .withInertia()
    page.assertStatus(200)
    const preview = page.body().props.preview
    assert.equal(preview.subject, 'Accreditations - Press: request approved')
    assert.include(preview.paragraphs, 'Gate 3, 9 am to 6 pm')

    const rejected = await client
      .get(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .qs({ category: 'press', locale: 'es', decision: 'rejected' })
      .loginAs(admin)
      .withInertia()
    assert.equal(
      rejected.body().props.preview.subject,
      'Acreditaciones - Prensa: solicitud no aceptada'
    )
    assert.include(rejected.body().props.preview.paragraphs, 'Motivo: Fuera de plazo')
  })

  test('a text in one language only is refused with a message and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const response = await client
      .put(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .header('referer', `/merchant/tournament/${tennis.id}/applicant-mails`)
      .redirects(0)
      .json({ decisionMails: true, reasons: [{ es: 'Solo español', en: null }] })
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      'reasons.0.en': ['El campo en es obligatorio'],
    })
    const settings = await mailSettingsOf(tennis.id)
    assert.deepEqual(settings.reasons, [])
  })

  test('staff who are not administrators cannot read or change them', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const reviewer = await createUser({ canEdit: true })
    const page = await client
      .get(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .loginAs(reviewer)
      .redirects(0)
    page.assertStatus(403)
    const save = await client
      .put(`/merchant/tournament/${tennis.id}/applicant-mails`)
      .loginAs(reviewer)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ decisionMails: false })
    save.assertStatus(403)
    const settings = await mailSettingsOf(tennis.id)
    assert.isTrue(settings.decisionMails)
  })
})
