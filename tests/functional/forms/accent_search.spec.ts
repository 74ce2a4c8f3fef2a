import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import Collective from '#models/collective'
import DefaultPlayer from '#models/default_player'
import BallboyDetail from '#models/ballboy_detail'
import { formType } from '#forms/registry'
import { filteredForms, parseListFilters } from '#services/forms/form_list'
import { consoleFilters, consoleList } from '#services/badges/console_list'
import { previewGrant } from '#services/restaurants/credit_grants'
import { refreshSearchTexts } from '#database/migrations/0610_accent_free_search_text'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

/** What Spanish speakers type for "Navarro Gómez": any case, with or without the accent. */
const TYPED = ['gomez', 'GOMEZ', 'Gómez', 'Navarro Gomez', 'navarro  gómez', 'NAVARRO GÓMEZ']

const isPostgres = () => db.connection().dialect.name === 'postgres'

async function navarroGomez() {
  const { tennis } = await openTournaments()
  const form = await createForm('press', tennis, {
    name: 'Lucía',
    lastName: 'Navarro Gómez',
    email: 'lucia@diario.test',
  })
  await createForm('press', tennis, { name: 'Pedro', lastName: 'Ruiz' })
  return { tennis, form }
}

test.group('Staff search · accents and case ignored', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the request lists find "Navarro Gómez" however it is typed', async ({ client, assert }) => {
    await navarroGomez()
    const user = await createUser({ formTypes: JSON.stringify(['press']) })
    for (const search of TYPED) {
      const page = await client
        .get('/merchant/mform/press')
        .qs({ search })
        .loginAs(user)
        .withInertia()
      const found = (page.inertiaProps as any).rows.map((row: any) => row.lastName)
      assert.deepEqual(found, ['Navarro Gómez'], search)
    }
  })

  test('the badge console and the credit grants find it too', async ({ assert }) => {
    const { form } = await navarroGomez()
    for (const search of TYPED) {
      const console = await consoleList(consoleFilters({ search }, ['press']), {
        types: ['press'],
        currentOnly: true,
        restaurantId: null,
      })
      assert.deepEqual(
        console.rows.map((row) => row.id),
        [form.id],
        search
      )
      const grant = await previewGrant({ search })
      assert.deepEqual(
        grant.first.map((row) => row.id),
        [form.id],
        search
      )
    }
  })

  test('the tutor list finds a parent by an unaccented name', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const child = await createForm('ballboy', tennis, { lastName: 'Child' })
    await BallboyDetail.query()
      .where('formId', child.id)
      .update({ tutorName: 'Begoña', tutorLastName: 'Sáez Ibáñez', tutorDocument: 'T9' })
    await createForm('ballboy', tennis, { lastName: 'Other' })
    const user = await createUser({ formTypes: JSON.stringify(['ballboy']) })
    for (const search of ['saez', 'SAEZ IBANEZ', 'begona saez', 'Ibáñez']) {
      const page = await client
        .get('/merchant/mform/ballboy/tutors')
        .qs({ search })
        .loginAs(user)
        .withInertia()
      const tutors = (page.inertiaProps as any).tutors
      assert.deepEqual(
        tutors.map((tutor: any) => tutor.document),
        ['T9'],
        search
      )
    }
  })

  test('default players and collections are found without accents', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await DefaultPlayer.create({
      tournamentId: tennis.id,
      name: 'Paula',
      lastName: 'Badosa Gibert',
      passport: 'ES1',
      tour: 'WTA',
    })
    await DefaultPlayer.create({
      tournamentId: tennis.id,
      name: 'Nuria',
      lastName: 'Párrizas Díaz',
      passport: 'ES2',
      tour: 'WTA',
    })
    const admin = await createUser({ isAdmin: true })
    for (const search of ['parrizas', 'PARRIZAS DIAZ', 'nuria díaz']) {
      const page = await client
        .get('/merchant/default-player')
        .qs({ search })
        .loginAs(admin)
        .withInertia()
      const found = (page.inertiaProps as any).players.map((player: any) => player.lastName)
      assert.deepEqual(found, ['Párrizas Díaz'], search)
    }

    const collector = await Collective.create({
      name: 'José',
      lastName: 'Núñez',
      type: 'delegate',
    })
    await Collective.create({ name: 'Rosa', lastName: 'Medios', type: 'media' })
    const desk = await createUser({ canPrint: true })
    for (const search of ['jose nunez', 'NUNEZ', 'Núñez']) {
      const page = await client
        .get('/merchant/signature')
        .qs({ search })
        .loginAs(desk)
        .withInertia()
      const found = (page.inertiaProps as any).collectives.map((row: any) => row.id)
      assert.deepEqual(found, [collector.id], search)
    }
  })

  test('the migration recomputes the search text of rows stored before it', async ({ assert }) => {
    const { tennis, form } = await navarroGomez()
    const erased = await createForm('press', tennis, { lastName: 'Erased' })
    const player = await DefaultPlayer.create({
      tournamentId: tennis.id,
      name: 'Nuria',
      lastName: 'Párrizas Díaz',
      passport: 'ES2',
      tour: 'WTA',
    })
    const collector = await Collective.create({ name: 'José', lastName: 'Núñez', type: 'other' })
    /** As the old code stored them: lower case, accents kept; new columns empty. */
    await db
      .from('forms')
      .where('id', form.id)
      .update({ search_text: `lucía navarro gómez lucia@diario.test` })
    await db.from('forms').where('id', erased.id).update({ search_text: '', erased_at: new Date() })
    await db.from('default_players').where('id', player.id).update({ search_text: '' })
    await db.from('collectives').where('id', collector.id).update({ search_text: '' })

    await refreshSearchTexts(db.connection())

    const text = async (table: string, id: number) => {
      const row = await db.from(table).where('id', id).firstOrFail()
      return row.search_text
    }
    assert.equal(
      await text('forms', form.id),
      ['lucia navarro gomez', form.document, 'lucia@diario.test', form.code].join(' ').toLowerCase()
    )
    assert.equal(await text('forms', erased.id), '', 'an erased request stays unsearchable')
    assert.equal(await text('default_players', player.id), 'nuria parrizas diaz es2')
    assert.equal(await text('collectives', collector.id), 'jose nunez')
  })

  test('PostgreSQL answers the list search from the trigram index', async ({ assert }) => {
    if (!isPostgres()) return assert.isFalse(isPostgres())
    const { tennis } = await navarroGomez()
    /** Enough requests of the type that reading them all costs more than the index. */
    await db.rawQuery(
      `insert into forms (type, category, tournament_id, code, name, last_name, created_at, search_text, sort_last_name)
       select 'press', 'press', ?, 'BULK' || n, 'Name' || n, 'Surname' || n, now(),
              'name' || n || ' surname' || n || ' bulk' || n, 'surname' || n
       from generate_series(1, 5000) as n`,
      [tennis.id]
    )
    /** As autovacuum would: the new index entries merged, the statistics current. */
    await db.rawQuery(`select gin_clean_pending_list('forms_search_text_trgm')`)
    await db.rawQuery('analyze forms')
    const filters = parseListFilters({ search: 'Navarro Gómez' })
    const page = filteredForms(formType('press')!, filters, { current: tennis, previous: null })
      .select('forms.id')
      .orderBy('forms.created_at', 'desc')
      .orderBy('forms.id', 'desc')
      .limit(25)
    const { sql, bindings } = page.toSQL()
    assert.include(bindings.map(String), '%navarro gomez%', 'the query normalised as stored')
    const result = await db.rawQuery(`explain ${sql}`, bindings as any[])
    const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')
    assert.include(plan, 'forms_search_text_trgm', plan)
  })
})

test.group('Staff search · stored text', () => {
  test('a saved request stores its text without accents or capitals', async ({ assert }) => {
    const form = new Form()
    form.merge({ name: 'ÁNGEL', lastName: 'Muñoz  Peña' })
    Form.fillSearchText(form)
    assert.equal(form.searchText, 'angel munoz pena')
  })
})
