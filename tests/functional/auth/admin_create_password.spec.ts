import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { DEMO_PASSWORD } from '#database/demo/demo_data'

/** `node ace admin:create … --password-stdin` on this suite's database, `input` piped in. */
function adminCreate(email: string, input: string) {
  const database =
    env.get('DB_CONNECTION') === 'pg'
      ? { DB_CONNECTION: 'pg', PG_DB_NAME: env.get('PG_DB_NAME') }
      : { DB_CONNECTION: 'sqlite', SQLITE_FILE: app.tmpPath('test.sqlite3') }
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    let output = ''
    const child = spawn(
      process.execPath,
      [
        'ace',
        'admin:create',
        `--email=${email}`,
        '--name=Olga',
        '--last-name=Ortega',
        '--password-stdin',
      ],
      {
        cwd: app.makePath(),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DB_SCHEMA_GENERATION: 'false',
          ...database,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      }
    )
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
    child.stdin.end(input)
  })
}

test.group('admin:create --password-stdin · the password policy', (group) => {
  /** The command commits from its own process: no global transaction (it would hold SQLite's lock). */
  group.each.setup(() => async () => {
    await db.from('users').where('email', 'like', '%@policy.example').delete()
  })
  /** Each password is one `node ace` process (about 4 s each on a quiet machine, 20 s on a busy one). */
  group.each.timeout(300_000)

  test('weak, common, published and name-based passwords are refused with the reason; nothing is created', async ({
    assert,
  }) => {
    for (const [password, reason] of [
      ['aaaaaaaaaaaa', /repeat, a sequence/],
      ['password1234', /common or appears in lists/],
      [DEMO_PASSWORD, /published/],
      ['olga.ortega.1', /name or email/],
      [' '.repeat(12), /at least 12 characters/],
    ] as const) {
      const ran = await adminCreate('olga@policy.example', `${password}\n`)
      assert.equal(ran.code, 1, password)
      assert.match(ran.output, reason, password)
      assert.notInclude(ran.output, password.trim() || '\u0000', 'the password is never printed')
    }
    assert.isNull(await db.from('users').where('email', 'olga@policy.example').first())
  })

  test('a strong password creates the administrator, who signs in with it', async ({ assert }) => {
    const ran = await adminCreate('olga@policy.example', 'tres tristes tigres en el trigal\n')
    assert.equal(ran.code, 0, ran.output)
    const row = await db.from('users').where('email', 'olga@policy.example').first()
    assert.isTrue(Boolean(row.is_admin))
    const { default: User } = await import('#models/user')
    assert.isNotNull(
      await User.verifyCredentials('olga@policy.example', 'tres tristes tigres en el trigal')
    )
    const [audit] = await db
      .from('audit_events')
      .where('action', 'user_created')
      .where('object_id', row.id)
    assert.equal(audit.actor_label, 'node ace admin:create')
    await db.from('audit_events').where('object_id', row.id).where('object_type', 'user').delete()
  })
})
