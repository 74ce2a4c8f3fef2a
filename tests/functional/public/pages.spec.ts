import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formCount, openTournaments, photoJpeg } from '#tests/helpers/forms'
import { everyPublicType, publicPath, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { hrefOf } from '#tests/helpers/route_targets'

test.group('Public forms · pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  for (const type of everyPublicType()) {
    const path = publicPath(type)
    test(`${path} shows the ${type} form with its option lists in the visitor’s language`, async ({
      client,
      assert,
    }) => {
      await openTournaments()
      const page = await client.get(path).withPlainCookie('locale', 'en').withInertia()
      page.assertInertiaComponent('public/form')
      const props = page.inertiaProps as any
      assert.equal(props.form.slug, type)
      assert.equal(hrefOf(props.action), path, 'the form is sent to its own path')
      const fields = props.form.sections.flatMap((section: any) =>
        section.fields.map((field: any) => field.name)
      )
      assert.includeMembers(fields, ['name', 'lastName', 'birthDate', 'document', 'image'])
      assert.deepInclude(props.form.options.genders, { value: 'woman', label: 'Woman' })
    })
  }

  test('option labels follow the locale (Spanish by default)', async ({ client, assert }) => {
    await openTournaments()
    const page = await client.get('/forms/voluntarios').withInertia()
    const options = (page.inertiaProps as any).form.options
    assert.deepInclude(options.levels, { value: 'expert', label: 'Experto o bilingüe' })
    assert.deepInclude(options.countries, {
      value: String(options.countries[0].value),
      label: options.countries[0].label,
    })
  })

  test('the line form offers nine periods starting on the tournament’s first day', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const page = await client.get('/forms/lineas').withInertia()
    const periods = (page.inertiaProps as any).form.options.periods as { value: string }[]
    assert.lengthOf(periods, 9)
    assert.isTrue(periods.every((period) => period.value.startsWith(`${THIS_YEAR}-04-20_`)))
  })

  test('an unknown accreditation group or form path is the page-not-found page', async ({
    client,
  }) => {
    await openTournaments()
    for (const path of [
      '/forms/astronautas/acreditaciones',
      '/golf/x/acreditaciones',
      '/forms/nada',
    ]) {
      const response = await client.get(path).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('an unknown download is not found; a known one is a PDF', async ({ client }) => {
    const missing = await client.get('/forms/downloads/passwords').withInertia()
    missing.assertStatus(404)
    const known = await client.get('/forms/downloads/gvolunteer_positions')
    known.assertStatus(200)
    known.assertHeader('content-type', 'application/pdf')
  })

  test('a closed form shows the closed-site page and refuses submits', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments({ tennis: ['ballboy'] })
    const page = await client.get('/forms/prensa').withInertia()
    page.assertInertiaComponent('public/closed')

    const response = await client
      .post('/forms/prensa')
      .withCsrfToken()
      .redirects(0)
      .fields(validFields('press', spain.id, THIS_YEAR))
      .file('image', await photoJpeg())
    assert.equal(response.header('location'), '/closed')
    assert.equal(await formCount(), 0)
  })

  test('the privacy pages say who is responsible, what, why, for how long, the rights and where to write', async ({
    client,
    assert,
  }) => {
    const policy = await client.get('/privacy-policy').withPlainCookie('locale', 'en')
    /** The rendered page, not the translations it carries for the browser. */
    const html = policy
      .text()
      .slice(policy.text().indexOf('<article'), policy.text().indexOf('</article>'))
    for (const heading of [
      'Data controller',
      'What data we process',
      'Why, and on what basis',
      'Who sees it',
      'How long',
      'Your rights',
      'Contact',
    ]) {
      assert.include(html, `>${heading}</h2>`)
    }
    assert.include(html, 'acreditaciones@example.com', 'the address to write to')
    assert.notInclude(html, '{contact}')
    const consent = await client.get('/privacy-consent')
    assert.include(consent.text(), '>Menores de edad</h2>')
    assert.include(consent.text(), 'madre, padre o tutor legal')
  })

  test('press media offers the nine kinds, newspaper or magazine first and chosen by default', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const page = await client.get('/forms/prensa').withPlainCookie('locale', 'en').withInertia()
    const form = (page.inertiaProps as any).form
    assert.deepEqual(
      form.options.medias.map((option: { label: string }) => option.label),
      [
        'Newspaper or magazine',
        'Radio',
        'Photographer',
        'ITWA',
        'AGW',
        'ITPA',
        'TV non right holders',
        'TV NRH',
        'TVRH',
      ]
    )
    const media = form.sections
      .flatMap((section: any) => section.fields)
      .find((field: any) => field.name === 'media')
    assert.equal(media.defaultValue, 'magazine')
  })

  test('pages name their icons and every icon is served (no 404 on each visit)', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/')
    const html = page.text()
    const icons = [
      ...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
    ]
    assert.sameMembers(
      icons.map((match) => match[1]),
      ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']
    )
    for (const path of [
      '/favicon.ico',
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/icon-192.png',
      '/icon-512.png',
      '/site.webmanifest',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 200, path)
    }
  })

  test('the index lists the open forms of each sport', async ({ client, assert }) => {
    await openTournaments({ tennis: ['ballboy', 'press'], golf: ['gvolunteer'] })
    const page = await client.get('/').withInertia()
    const tournaments = (page.inertiaProps as any).tournaments as {
      sport: string
      forms: { route: string; params: Record<string, string> }[]
    }[]
    const paths = Object.fromEntries(tournaments.map((t) => [t.sport, t.forms.map(hrefOf)]))
    assert.deepEqual(paths.tennis, ['/forms/recogepelotas', '/forms/prensa'])
    assert.deepEqual(paths.golf, ['/golf/voluntarios'])
  })

  test('the index offers only forms a visitor can open: no guest pattern, the returning lookup with the player form', async ({
    client,
    assert,
  }) => {
    await openTournaments({ tennis: ['player', 'guest'], golf: [] })
    const page = await client.get('/').withPlainCookie('locale', 'en').withInertia()
    const [tennis] = (page.inertiaProps as any).tournaments.filter(
      (tournament: any) => tournament.sport === 'tennis'
    )
    const paths: string[] = tennis.forms.map(hrefOf)
    assert.deepEqual(paths, ['/forms/jugadores', '/forms/jugadores/old'])
    for (const path of paths) {
      const target = await client.get(path)
      assert.equal(target.status(), 200, path)
    }
  })

  test('the player form links to the returning-member lookup', async ({ client, assert }) => {
    await openTournaments({ tennis: ['player'], golf: [] })
    const page = await client.get('/forms/jugadores').withInertia()
    const { lookup } = (page.inertiaProps as any).form
    assert.equal(hrefOf(lookup), '/forms/jugadores/old')
    assert.equal(lookup.title, 'forms.returning.title')
  })
})
