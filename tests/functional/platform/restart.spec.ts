import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { CookieClient } from '#tests/helpers/cookie_client'
import {
  databaseOf,
  newDataDir,
  npmStart,
  npmStop,
  removeDataDir,
  type Started,
} from '#tests/helpers/npm_start'
import { engineIndependent } from '#tests/helpers/engines'

const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-password-2026' }
const ORGANISER = { email: 'organiser@example.org', password: 'organiser-secret-2026' }

/** Where staff home leads after a login on a started app: home, the second factor's enrolment, or the login. */
async function signInOutcome(url: string, credentials: { email: string; password: string }) {
  const client = new CookieClient(url)
  await client.get('/merchant/login')
  await client.postForm('/merchant/login', credentials)
  const staffHome = await client.get('/merchant')
  if (staffHome.status === 200) return { client, outcome: 'home' as const }
  const enrol = staffHome.headers.get('location') === '/merchant/account/authenticator'
  return { client, outcome: enrol ? ('enrol' as const) : ('refused' as const) }
}

/** Logs in on a started app: the logged-in client, or null when the app refused. */
async function logIn(url: string, credentials: { email: string; password: string }) {
  const { client, outcome } = await signInOutcome(url, credentials)
  return outcome === 'home' ? client : null
}

/** `node ace …` from the checkout on a started app's database, `input` on its standard input. */
function ace(dataDir: string, args: string[], input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    let output = ''
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: app.makePath(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SQLITE_FILE: join(dataDir, 'tmp', 'db.sqlite3'),
        DB_SCHEMA_GENERATION: 'false',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
    child.stdin.end(input)
  })
}

test.group('A restart never touches the organiser’s data', (group) => {
  /** Its own embedded setup (SQLite file, storage) whatever DB_CONNECTION says: one engine is enough. */
  engineIndependent(group)
  const started: Started[] = []
  const dataDirs: string[] = []
  group.each.teardown(async () => {
    for (const dataDir of dataDirs) await databaseOf(dataDir).close()
    for (const running of started.splice(0)) await npmStop(running)
  })
  group.teardown(async () => {
    for (const dataDir of dataDirs) await removeDataDir(dataDir)
  })

  test('an admin’s new email and password and a credit set to 0 survive npm start again', async ({
    assert,
  }) => {
    const dataDir = await newDataDir()
    dataDirs.push(dataDir)
    const database = databaseOf(dataDir)
    const first = await npmStart(dataDir)
    started.push(first)

    const admin = await logIn(first.url, DEMO_ADMIN)
    assert.isNotNull(admin, 'the demo admin logs in on a new database')
    const adminRow = await database
      .connection()
      .from('users')
      .where('email', DEMO_ADMIN.email)
      .first()
    const edit = await admin!.request(`/merchant/user/${adminRow.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Olga',
        lastName: 'Organiser',
        email: ORGANISER.email,
        password: ORGANISER.password,
        isAdmin: 'true',
      }).toString(),
    })
    assert.equal(edit.status, 302)
    const usersBefore = await database.connection().from('users').orderBy('id').select('email')
    await npmStop(first)

    /** A meal credit spent to nothing, written while the app is stopped. */
    const fed = await database.connection().from('forms').where('credits', 3).firstOrFail()
    await database.connection().from('forms').where('id', fed.id).update({ credits: 0 })
    await database.close()

    const second = await npmStart(dataDir)
    started.push(second)
    assert.match(
      first.output(),
      /ptk_\d+_/,
      'the demo partner token is printed on the new database'
    )
    assert.notMatch(second.output(), /ptk_\d+_/, 'and only then')
    assert.isNotNull(await logIn(second.url, ORGANISER), 'the changed admin logs in')
    assert.isNull(await logIn(second.url, DEMO_ADMIN), 'no demo admin came back')
    const usersAfter = await database.connection().from('users').orderBy('id').select('email')
    assert.deepEqual(usersAfter, usersBefore)
    const form = await database.connection().from('forms').where('id', fed.id).first()
    assert.equal(form.credits, 0)
    const generated = await database
      .connection()
      .from('users')
      .where('email', 'like', '%@generated.test')
    assert.deepEqual(generated, [], 'no generated staff accounts with the published password')
  }).timeout(600_000)

  test('going live: npm start -- --no-demo loads none, admin:create reads the password from stdin', async ({
    assert,
  }) => {
    const dataDir = await newDataDir()
    dataDirs.push(dataDir)
    const database = databaseOf(dataDir)
    const live = await npmStart(dataDir, { args: ['--no-demo'] })
    started.push(live)
    for (const table of ['users', 'tournaments', 'forms', 'default_players']) {
      const [row] = await database.connection().from(table).count('* as total')
      assert.equal(Number(row.total), 0, `${table} holds no demo rows`)
    }
    const [countries] = await database.connection().from('countries').count('* as total')
    assert.isAbove(Number(countries.total), 200, 'the country list is loaded')

    const created = await ace(
      dataDir,
      ['admin:create', `--email=${ORGANISER.email}`, '--name=Olga', '--password-stdin'],
      `${ORGANISER.password}\n`
    )
    assert.equal(created.code, 0, created.output)
    assert.notInclude(created.output, ORGANISER.password)
    /** A live installation: the administrator's password is right, and a second factor comes first. */
    const { outcome } = await signInOutcome(live.url, ORGANISER)
    assert.equal(outcome, 'enrol', 'the new admin signs in and is led to set up a second factor')
    assert.isNull(await logIn(live.url, DEMO_ADMIN))

    /** Started again without the flag: the database is no longer new, the demo stays out. */
    await npmStop(live)
    const again = await npmStart(dataDir)
    started.push(again)
    assert.isNull(await logIn(again.url, DEMO_ADMIN))
    const users = await database.connection().from('users').select('email', 'is_admin')
    assert.deepEqual(
      users.map((user) => [user.email, Boolean(user.is_admin)]),
      [[ORGANISER.email, true]]
    )
    const [forms] = await database.connection().from('forms').count('* as total')
    assert.equal(Number(forms.total), 0)
  }).timeout(600_000)

  test('no demo is remembered by the data folder: a plain npm start before the first admin, or on a new database, loads none', async ({
    assert,
  }) => {
    const dataDir = await newDataDir()
    dataDirs.push(dataDir)
    const database = databaseOf(dataDir)
    const demoUsers = async () => {
      const [row] = await database.connection().from('users').count('* as total')
      return Number(row.total)
    }
    const restart = async (args: string[]) => {
      const running = await npmStart(dataDir, { args })
      started.push(running)
      return running
    }

    const live = await restart(['--no-demo'])
    await npmStop(live)
    /** Started again before anyone created an administrator: the database is still empty. */
    const plain = await restart([])
    assert.equal(await demoUsers(), 0)
    assert.isNull(await logIn(plain.url, DEMO_ADMIN))
    await npmStop(plain)

    /** A database made anew in the same data folder stays without demo too. */
    await database.close()
    for (const suffix of ['', '-wal', '-shm']) {
      await rm(join(dataDir, 'tmp', `db.sqlite3${suffix}`), { force: true })
    }
    const anew = await restart([])
    assert.equal(await demoUsers(), 0)
    await npmStop(anew)

    /** Asked for explicitly, the demo comes into the new, empty database. */
    const asked = await restart(['--demo'])
    assert.isNotNull(await logIn(asked.url, DEMO_ADMIN), 'the demo admin logs in after --demo')
  }).timeout(900_000)
})
