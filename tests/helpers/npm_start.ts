import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { freePort } from '#tests/helpers/services'

export type Started = { url: string; dataDir: string; child: ChildProcess; output: () => string }

/** A folder for a started app's data (database, mail, files), outside the checkout. */
export async function newDataDir() {
  const dataDir = await mkdtemp(join(tmpdir(), 'acc-npm-start-'))
  await mkdir(join(dataDir, 'tmp', 'mail'), { recursive: true })
  return dataDir
}

/** `npm start [-- args]` exactly as the README runs it, with its data in `dataDir`. */
export async function npmStart(
  dataDir: string,
  options: { args?: string[]; env?: Record<string, string> } = {}
): Promise<Started> {
  const port = await freePort()
  let output = ''
  const extra = options.args?.length ? ` -- ${options.args.join(' ')}` : ''
  /** A permissive umask, as a login shell has: the app must still keep its files owner-only. */
  const child = spawn('sh', ['-c', `umask 022 && exec npm start${extra}`], {
    cwd: app.makePath(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`)
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (healthy) return { url, dataDir, child, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`npm start did not answer /health in time:\n${output}`)
}

/** Stops the app (its whole process group), as Ctrl+C would. */
export async function npmStop(started: Started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return
  const exited = new Promise((resolve) => started.child.once('exit', resolve))
  process.kill(-started.child.pid!, 'SIGTERM')
  await exited
}

/** The started app's own database file, read (and written while it is stopped) from the test. */
export function databaseOf(dataDir: string) {
  const name = `npm_start_${dataDir.replace(/\W/g, '_')}`
  if (!db.manager.has(name)) {
    db.manager.add(name, {
      client: 'better-sqlite3',
      connection: { filename: join(dataDir, 'tmp', 'db.sqlite3') },
      useNullAsDefault: true,
    })
  }
  return {
    connection: () => db.connection(name),
    close: () => db.manager.close(name),
  }
}

export async function removeDataDir(dataDir: string) {
  await rm(dataDir, { recursive: true, force: true })
}
