/*
|--------------------------------------------------------------------------
| npm start: the embedded setup, served the way production serves it
|--------------------------------------------------------------------------
|
| Builds the app (reused while the sources are unchanged), migrates the
| embedded database, loads the demo data into a new, empty database only
| (none with `npm start -- --no-demo` or DEMO_DATA=false) and runs the
| built server with NODE_ENV=production. Nothing of the checkout is served: the Vite
| development server is not involved, only build/public holds static files.
| Data (database, mail, uploads, stored files) lives in <DATA_DIR>/tmp and
| <DATA_DIR>/storage (the checkout by default), outside build/, which every
| build replaces. The data folder is resolved here once, to an absolute path
| without links, and handed to every process it starts as DATA_DIR: two
| instances of one checkout with two data folders never share a file.
|
| Only Node.js built-ins here: this file runs before anything is built.
*/

import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

/** As bin/owner_only_files.ts does for the app: everything written from here on is owner-only. */
process.umask(0o077)

const ROOT = resolve(import.meta.dirname, '..')
const BUILD = join(ROOT, 'build')
const DATA_ASKED = resolve(process.env.DATA_DIR ?? ROOT)

/** What the build is made from; a change in any of these makes a new build. */
const SOURCES = [
  'adonisrc.ts',
  'app',
  'bin',
  'commands',
  'config',
  'database',
  'inertia',
  'package-lock.json',
  'package.json',
  'providers',
  'public',
  'resources',
  'start',
  'tsconfig.json',
  'tsconfig.inertia.json',
  'vite.config.ts',
]
const NOT_SOURCES = /\.(sqlite3|sqlite3-journal|sqlite3-wal|sqlite3-shm)$/
/**
 * What the build itself writes under public/ (the bundles, the desk's service
 * worker): counting them made the next start see changed sources and rebuild
 * build/ under an instance still running from it.
 */
const BUILD_OUTPUT = /^public\/(assets\/|desk-sw\.js$|workbox-[\w-]+\.js$|manifest\.webmanifest$)/

async function* filesUnder(path: string): AsyncGenerator<string> {
  const info = await stat(path).catch(() => null)
  if (!info) return
  if (info.isFile()) {
    yield path
    return
  }
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  yield* files
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    for await (const file of filesUnder(join(ROOT, source))) {
      if (NOT_SOURCES.test(file) || BUILD_OUTPUT.test(relative(ROOT, file))) continue
      hash
        .update(relative(ROOT, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0')
    }
  }
  return hash.digest('hex')
}

function run(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' })
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`node ${args.join(' ')} exited with ${code}`))
    )
  })
}

async function buildIfStale() {
  const hashFile = join(BUILD, '.sources-sha256')
  const wanted = await sourcesHash()
  const built = await readFile(hashFile, 'utf8').catch(() => '')
  if (built === wanted) return
  console.log('Building the app (sources changed since the last build)…')
  await run(['ace', 'build'], ROOT)
  await writeFile(hashFile, wanted)
}

/** Owner-only data folders, also when an earlier version created them readable by all. */
async function privateDirectory(path: string) {
  await mkdir(path, { recursive: true, mode: 0o700 })
  await chmod(path, 0o700)
}

/** A random key per checkout, kept owner-only: the development constant would let anyone forge a session. */
async function appKey(): Promise<string> {
  if (process.env.APP_KEY) return process.env.APP_KEY
  const file = join(DATA, 'tmp', 'app-key')
  const stored = await readFile(file, 'utf8').catch(() => '')
  const existing = stored.trim()
  if (existing.length >= 32) return existing
  const key = randomBytes(32).toString('base64url')
  await writeFile(file, key + '\n', { mode: 0o600 })
  return key
}

/**
 * Earlier versions linked build/tmp and build/storage to the newest DATA_DIR,
 * and every instance of the checkout followed them: gone, nothing reads them.
 */
async function removeDataLinks() {
  for (const name of ['tmp', 'storage']) {
    const link = join(BUILD, name)
    const info = await lstat(link).catch(() => null)
    if (info?.isSymbolicLink()) await rm(link, { force: true })
  }
}

/**
 * Whether the seeder may load the demo (into a new, empty database only).
 * "No demo" is remembered by the data folder: a later plain `npm start`, even
 * on a database made anew, loads none; only an explicit `--demo` or
 * DEMO_DATA=true does, and forgets the refusal.
 */
async function demoChoice(): Promise<'true' | 'false'> {
  const marker = join(DATA, 'tmp', 'no-demo')
  const fromEnv = process.env.DEMO_DATA?.trim().toLowerCase()
  const asked = process.argv.includes('--no-demo')
    ? false
    : process.argv.includes('--demo')
      ? true
      : fromEnv === undefined || fromEnv === ''
        ? null
        : !['false', '0'].includes(fromEnv)
  if (asked === false) {
    await writeFile(marker, 'npm start -- --demo loads the demo data into a new, empty database\n')
    return 'false'
  }
  if (asked === true) {
    await rm(marker, { force: true })
    return 'true'
  }
  const refused = await stat(marker).then(
    () => true,
    () => false
  )
  if (refused) {
    console.log(
      'No demo data: this data folder was started without it (npm start -- --demo asks for it).'
    )
  }
  return refused ? 'false' : 'true'
}

await privateDirectory(join(DATA_ASKED, 'tmp'))
await privateDirectory(join(DATA_ASKED, 'storage'))
/** Fixed for this instance's lifetime: the real folder, whatever links lead to it later. */
const DATA = await realpath(DATA_ASKED)
const key = await appKey()
await buildIfStale()
await removeDataLinks()

const production: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: DATA,
  APP_KEY: key,
  HOST: process.env.HOST || '127.0.0.1',
  PORT: process.env.PORT || '3333',
  /** Links in mails point at this machine unless the organiser names the public address. */
  APP_URL:
    process.env.APP_URL ||
    `http://${process.env.HOST || '127.0.0.1'}:${process.env.PORT || '3333'}`,
  /** The embedded setup writes mail to files unless SMTP is configured. */
  MAIL_MAILER: process.env.MAIL_MAILER || 'file',
  /** The generated database/schema.ts belongs to the sources, not to a running build. */
  DB_SCHEMA_GENERATION: 'false',
}
/** The built app runs from build/, as it does in production (job and asset paths are relative). */
await run(['ace.js', 'migration:run', '--force'], BUILD, production)
/**
 * The seeder adds missing countries and, into a new database only, the demo
 * data: a restart leaves every row as the organiser left it. It refuses
 * production on purpose: it runs as development, on the same build.
 */
await run(['ace.js', 'db:seed'], BUILD, {
  ...production,
  DEMO_DATA: await demoChoice(),
  NODE_ENV: 'development',
})

const server = spawn(process.execPath, ['bin/server.js'], {
  cwd: BUILD,
  env: { ...production, NODE_ENV: 'production' },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
