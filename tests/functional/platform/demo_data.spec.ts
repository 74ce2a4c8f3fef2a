import { test } from '@japa/runner'
import type { Group } from '@japa/runner/core'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import User from '#models/user'
import Form from '#models/form'
import MainSeeder, { DEMO_PASSWORD, DEMO_USERS } from '#database/seeders/main_seeder'
import Tournament from '#models/tournament'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { stewardDoors } from '#services/doors/steward_access'
import { recordScan } from '#services/doors/passages'
import { checkOrphanFiles } from '#services/privacy/orphan_files'

const seed = () => new MainSeeder(db.connection()).run()

async function count(table: string, where: (query: any) => void = () => {}) {
  const [row] = await db.from(table).where(where).count('* as total')
  return Number(row.total)
}

/** The command, ready to run, its prompts trappable. */
async function command(name: string, args: string[]) {
  return ace.create(await ace.find(name), args)
}

async function runCommand(created: any) {
  await created.exec()
  return created
}

/** Each test in a transaction, photos on a fake disk, commands' output kept quiet. */
function isolated(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake('fs')
    ace.ui.switchMode('raw')
    return () => {
      ace.ui.switchMode('normal')
      drive.restore('fs')
    }
  })
  group.each.timeout(120_000)
}

test.group('Demo data', (group) => {
  isolated(group)

  test('no credential is marked collected that was never printed before', async ({ assert }) => {
    await seed()
    const collected = await db
      .from('form_logs')
      .where('type', 'signature')
      .select('form_id', 'created_at')
    assert.isAbove(collected.length, 0, 'the demo has collected credentials')
    for (const signature of collected) {
      const printed = await db
        .from('form_logs')
        .where({ form_id: signature.form_id, type: 'print' })
        .where('created_at', '<=', signature.created_at)
        .first()
      assert.exists(printed, `form ${signature.form_id} collected without a print`)
      const form = await Form.findOrFail(signature.form_id)
      assert.equal(form.state, 'approved')
    }
  })

  test('the only staff are the README accounts; the only admin is admin@demo.test', async ({
    assert,
  }) => {
    await seed()
    const users = await User.query().orderBy('email')
    assert.sameMembers(
      users.map((user) => user.email),
      DEMO_USERS.map((user) => user.email)
    )
    assert.deepEqual(
      users.filter((user) => user.isAdmin).map((user) => user.email),
      ['admin@demo.test']
    )
    /** The published accounts sign in with a password alone, and the login page says so. */
    const stored = await db.from('sign_in_settings').first()
    assert.equal(stored?.second_factor_rule, 'off')
    const { signInPageNotes } = await import('#services/auth/sign_in_notes')
    assert.deepEqual(await signInPageNotes(), { demoWithoutSecondFactor: true, sso: null })
  })

  test("the door steward scans at the README's doors: an approved press badge enters the press room", async ({
    assert,
  }) => {
    await seed()
    const steward = await User.findByOrFail('email', 'puerta@demo.test')
    const doors = await stewardDoors(steward)
    assert.sameMembers(
      doors.map((door) => `${door.zone.tournament.sport} ${door.zone.name}: ${door.name}`),
      [
        'tennis prensa: Sala de prensa',
        'tennis vestuarios: Zona de jugadores · entrada',
        'tennis vestuarios: Zona de jugadores · salida',
        'golf prensa: Centro de prensa',
      ]
    )
    assert.equal(await count('zones'), 6)
    const pressRoom = doors.find((door) => door.name === 'Sala de prensa')!
    const press = await Form.query()
      .where('tournamentId', pressRoom.zone.tournamentId)
      .where('type', 'press')
      .where('state', 'approved')
      .whereNull('access_status')
      .whereIn('permission_id', (template) =>
        template.from('permissions').where('name', 'Prensa').select('id')
      )
      .firstOrFail()
    const outcome = await recordScan({
      user: steward,
      doorId: pressRoom.id,
      scan: press.code,
      direction: 'in',
      key: 'demo-press-room-entry',
    })
    assert.equal(outcome.status === 'decided' && outcome.decision.reason, 'entry')
  })

  test('a new demo database leaves no private file without its row, nor a row without its file', async ({
    assert,
  }) => {
    await seed()
    const report = await checkOrphanFiles()
    assert.deepEqual(report.filesWithoutRow, [])
    assert.deepEqual(report.rowsWithoutFile, [])
    const photos = await count('forms', (query) =>
      query.whereLike('photo_path', 'forms/generated/%')
    )
    assert.isAbove(photos, 0, 'the demo requests still show photos')
  })

  test('seeding again (every npm start) changes nothing the organiser changed', async ({
    assert,
  }) => {
    await seed()
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    admin.merge({ email: 'organiser@example.org', password: 'organiser-secret-2026' })
    await admin.save()
    const fed = await Form.query().where('credits', 3).where('amount', 2000).firstOrFail()
    fed.merge({ credits: 0, amount: 0 })
    await fed.save()
    const forms = await count('forms')
    await db.from('zones').where('name', 'pistas').update({ anti_passback: true })

    await seed()
    assert.isNull(await User.findBy('email', 'admin@demo.test'))
    assert.isNotNull(await User.verifyCredentials('organiser@example.org', 'organiser-secret-2026'))
    await fed.refresh()
    assert.deepEqual([fed.credits, fed.amount], [0, 0])
    assert.equal(await count('forms'), forms)
    assert.equal(await count('users'), DEMO_USERS.length)
    assert.equal(await count('zones'), 6)
    assert.equal(await count('zones', (query) => query.where('anti_passback', true)), 4)
  })

  test('DEMO_DATA=false: a new database gets the country list and nothing else', async ({
    assert,
  }) => {
    env.set('DEMO_DATA', false)
    try {
      await seed()
    } finally {
      env.set('DEMO_DATA', true)
    }
    assert.isAbove(await count('countries'), 200)
    for (const table of [
      'users',
      'tournaments',
      'forms',
      'default_players',
      'restaurants',
      'zones',
    ]) {
      assert.equal(await count(table), 0, table)
    }
  })
})

test.group('Going live · admin:create and demo:remove', (group) => {
  isolated(group)

  test('admin:create asks the password twice, unseen, and creates an administrator', async ({
    assert,
  }) => {
    const created = await command('admin:create', ['--email=Olga@Example.org', '--name=Olga'])
    created.prompt
      .trap('Password (12 characters or more, not common)')
      .replyWith('organiser-secret-2026')
    created.prompt.trap('The same password again').replyWith('organiser-secret-2026')
    await runCommand(created)
    assert.equal(created.exitCode, 0)
    const user = await User.verifyCredentials('olga@example.org', 'organiser-secret-2026')
    assert.isTrue(user.isAdmin)
  })

  test('admin:create refuses different passwords, a short or weak one and a used email', async ({
    assert,
  }) => {
    const existing = await createUser({ email: 'taken@example.org' })
    const cases = [
      {
        email: 'olga@example.org',
        password: 'organiser-secret-2026',
        again: 'something-else-2026',
      },
      { email: 'olga@example.org', password: 'short', again: 'short' },
      /** The password policy: common, published, built on the name, ten spaces. */
      { email: 'olga@example.org', password: '123456789012', again: '123456789012' },
      { email: 'olga@example.org', password: DEMO_PASSWORD, again: DEMO_PASSWORD },
      { email: 'olga@example.org', password: 'olga-example-1', again: 'olga-example-1' },
      { email: 'olga@example.org', password: ' '.repeat(12), again: ' '.repeat(12) },
      { email: existing.email, password: 'organiser-secret-2026', again: 'organiser-secret-2026' },
    ]
    for (const { email, password, again } of cases) {
      const created = await command('admin:create', [`--email=${email}`, '--name=Olga'])
      created.prompt.trap('Password (12 characters or more, not common)').replyWith(password)
      created.prompt.trap('The same password again').replyWith(again)
      await runCommand(created)
      assert.equal(created.exitCode, 1, `${email} / ${password}`)
    }
    assert.equal(await count('users'), 1)
    assert.isNull(await User.findBy('email', 'olga@example.org'))
  })

  test('demo:remove is refused while the demo admin is the only one', async ({ assert }) => {
    await seed()
    const ran = await runCommand(await command('demo:remove', ['--force']))
    assert.equal(ran.exitCode, 1)
    assert.equal(await count('users'), DEMO_USERS.length)
  })

  test('demo:remove takes the demo accounts, requests, players, photos and badge designs; keeps the rest', async ({
    assert,
  }) => {
    await seed()
    const photo = await Form.query().whereLike('photoPath', 'forms/generated/%').firstOrFail()
    assert.isTrue(await drive.use().exists(photo.photoPath!))
    const organiser = await createUser({ isAdmin: true, email: 'organiser@example.org' })
    const tournaments = await count('tournaments')
    const tennis = await Tournament.query()
      .where({ sport: 'tennis', isCurrent: true })
      .firstOrFail()
    const own = await createForm('press', tennis)
    const sponsors = await db.from('badge_images').select('path')
    assert.isAbove(sponsors.length, 0, 'the demo designs show its sponsor strips')
    for (const { path } of sponsors) assert.isTrue(await drive.use().exists(path))
    /** The organiser saves a version of one demo design: it stays, and so does the strip it shows. */
    const kept = await db
      .from('badge_templates')
      .where({ tournament_id: tennis.id, category: 'press' })
      .firstOrFail()
    const [shown] = await db
      .from('badge_version_images')
      .join(
        'badge_template_versions',
        'badge_template_versions.id',
        'badge_version_images.version_id'
      )
      .where('badge_template_versions.template_id', kept.id)
      .select('badge_version_images.image_id', 'badge_template_versions.definition')
    const { saveTemplateVersion } = await import('#services/badges/template_store')
    await saveTemplateVersion(tennis.id, 'press', JSON.parse(shown.definition), {
      userId: organiser.id,
      basedOn: 1,
    })

    const ran = await runCommand(await command('demo:remove', ['--force']))
    assert.equal(ran.exitCode, 0)
    const users = await User.all()
    assert.deepEqual(
      users.map((user) => user.email),
      [organiser.email]
    )
    await assert.rejects(() => User.verifyCredentials('admin@demo.test', DEMO_PASSWORD))
    const left = await Form.all()
    assert.deepEqual(
      left.map((form) => form.id),
      [own.id]
    )
    assert.equal(await count('default_players'), 0)
    assert.equal(await count('partners'), 0, 'the demo partner and its printed token are gone')
    assert.equal(await count('tournaments'), tournaments)
    assert.isFalse(await drive.use().exists(photo.photoPath!))
    /** The demo's designs and their strips went; the organiser's version and the strip it shows stayed. */
    const templates = await db.from('badge_templates').select('id')
    assert.deepEqual(
      templates.map((template) => template.id),
      [kept.id]
    )
    const images = await db.from('badge_images').select('id', 'path')
    assert.deepEqual(
      images.map((image) => image.id),
      [shown.image_id]
    )
    for (const { path } of sponsors)
      assert.equal(await drive.use().exists(path), path === images[0].path, path)
    assert.equal(await count('print_stations'), 1, 'the demo station stays as configuration')
    /** Going live turns the second-factor rule on (the demo had it off). */
    const { signInSettings } = await import('#services/auth/sign_in_settings')
    const settings = await signInSettings()
    assert.equal(settings.secondFactorRule, 'sensitive')
  })
})
