import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

/** The key the page keeps its translations under (Inertia's once-prop metadata). */
function translationsKey(response: any): string | undefined {
  const entries = Object.entries(response.body().onceProps ?? {}) as [string, { prop: string }][]
  return entries.find(([, meta]) => meta.prop === 'translations')?.[0]
}

function visit(client: any, user: any, path: string, locale: string, held: string[] = []) {
  const request = client
    .get(path)
    .loginAs(user)
    .withPlainCookie('locale', locale)
    .header('x-inertia', 'true')
    .header('x-inertia-version', '1')
  return held.length > 0 ? request.header('x-inertia-except-once-props', held.join(',')) : request
}

test.group('Translations are sent once per language', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a staff visit carries the messages the first time only; another language or audience sends its own', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (let index = 0; index < 25; index++) await createForm('press', tennis)
    const user = await createUser({ formTypes: JSON.stringify(['press']) })

    const first = await visit(client, user, '/merchant/mform/press', 'en')
    const key = translationsKey(first)!
    assert.match(key, /^translations\.en\.staff\./)
    assert.equal(first.body().props.translations.messages['menu.person_data'], 'Personal data')
    const firstBytes = first.text().length

    const later = await visit(client, user, '/merchant/mform/press?page=1', 'en', [key])
    assert.notProperty(later.body().props, 'translations')
    assert.equal(translationsKey(later), key, 'the page still names what it uses')
    assert.lengthOf(later.body().props.rows, 25)
    assert.isBelow(later.text().length, 15_000, 'a list of 25 rows without the messages')
    assert.isBelow(later.text().length, firstBytes / 3)

    const nextPage = await visit(client, user, '/merchant/mform/press?page=1&state=waiting', 'en', [
      key,
    ])
      .header('x-inertia-partial-component', 'forms/index')
      .header('x-inertia-partial-data', 'filters,rows,meta')
    const props = nextPage.body().props
    assert.notProperty(props, 'players', 'a filter or a page change reloads only the list')
    assert.notProperty(props, 'can')
    assert.equal(props.filters.state, 'waiting')
    assert.lengthOf(props.rows, 25)

    const spanish = await visit(client, user, '/merchant/mform/press', 'es', [key])
    assert.notEqual(translationsKey(spanish), key)
    assert.equal(spanish.body().props.translations.messages['menu.person_data'], 'Datos personales')

    const publicPage = await client
      .get('/')
      .withPlainCookie('locale', 'en')
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
      .header('x-inertia-except-once-props', key)
    assert.match(translationsKey(publicPage)!, /^translations\.en\.public\./)
    assert.notProperty(
      publicPage.body().props.translations.messages,
      'menu.person_data',
      'public pages get their own, smaller set'
    )
  })
})
