import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { truncateAll } from '#tests/helpers/database'
import { openTournaments } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { designedTemplate } from '#tests/helpers/badge_templates'

/** Real transactions: the designers' saves race on a template row that does not exist yet. */
test.group('Badge templates → designers save a category’s first version at once', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('one version is saved; the others are told someone saved meanwhile (409), never a server error', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const designers = await Promise.all([1, 2, 3, 4].map(() => createUser({ isAdmin: true })))
    const answers = await Promise.all(
      designers.map((designer, index) =>
        client
          .post(`/merchant/badge-templates/${tennis.id}`)
          .loginAs(designer)
          .withCsrfToken()
          .withPlainCookie('locale', 'en')
          .header('accept', 'application/json')
          .json({
            category: 'press',
            basedOn: 0,
            definition: designedTemplate({ backText: `Diseño ${index}` }),
          })
      )
    )
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [200, 409, 409, 409])
    for (const refused of answers.filter((answer) => answer.status() === 409))
      assert.equal(
        refused.body().message,
        'Someone saved this template meanwhile (version 1): reload the designer before saving.'
      )
    const templates = await db.from('badge_templates').where('tournament_id', tennis.id)
    assert.lengthOf(templates, 1)
    assert.equal(Number(templates[0].current_version), 1)
    const [versions] = await db.from('badge_template_versions').count('* as total')
    assert.equal(Number(versions.total), 1, 'nothing half-saved')
  })
})
