import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { crc32 } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { freePort } from '#tests/helpers/services'

const run = promisify(execFile)

/** A second, real app process: what a load balancer would run N of. */
export type AppInstance = {
  url: string
  pid: number
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL), as a crash would: no cleanup runs. */
  crash: () => Promise<void>
  output: () => string
}

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    /** Serve pages through Vite's dev server, as `node ace serve` does (no build needed). */
    DEV_MODE: 'true',
    LOG_LEVEL: 'warn',
    QUEUE_INLINE_WORKER: 'false',
    MAIL_MAILER: 'file',
    ...extra,
  }
}

/**
 * The PostgreSQL database a suite of its own uses (outage, scale-out), named
 * per checkout: two clones testing on one machine do not wipe each other's.
 */
export function sideDatabase(purpose: string) {
  return `acc_${purpose}_${crc32(app.makePath()).toString(36)}`
}

/** Empties the given configuration's own database and migrates it. */
export async function freshDatabase(env: Record<string, string>) {
  const options = {
    cwd: app.makePath(),
    env: { ...baseEnv(env), DB_SCHEMA_GENERATION: 'false' },
    timeout: 60_000,
  }
  /** One process (wipe, then migrate): each app boot costs seconds on a loaded machine. */
  await run(process.execPath, ['ace', 'migration:fresh', '--force'], options)
}

/** Runs `node ace <args>` in the given configuration, as an operator would; never throws on a failure. */
export async function runAce(args: string[], env: Record<string, string>) {
  const options = { cwd: app.makePath(), env: baseEnv(env), timeout: 120_000 }
  return run(process.execPath, ['ace', ...args], options).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    })
  )
}

/** Starts the app on a free port (and a free one for Vite's HMR socket). */
export async function startInstance(env: Record<string, string>): Promise<AppInstance> {
  const [port, hmrPort] = [await freePort(), await freePort()]
  let output = ''
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', 'bin/server.ts'],
    {
      cwd: app.makePath(),
      env: baseEnv({
        PORT: String(port),
        HOST: '127.0.0.1',
        VITE_HMR_PORT: String(hmrPort),
        /** The suite's staff sign in with a password alone, as in .env.test (the sign-in specs test the factor). */
        SECOND_FACTOR_DEFAULT: 'off',
        ...env,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    }
  )
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output}`)
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (Date.now() >= deadline)
    throw new Error(`instance on ${port} did not become healthy:\n${output}`)

  return {
    url,
    pid: child.pid!,
    output: () => output,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}
