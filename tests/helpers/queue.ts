import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { startInlineWorker } from '#services/infrastructure/inline_worker'

/**
 * The suite runs the queue as `npm start` does: jobs in the database, run by
 * the inline worker in this process. Two additions, both about tests:
 * - the worker polls every 200 ms instead of every second, so a test waiting
 *   for a mail does not wait a second for nothing;
 * - between tests it is paused: what it is doing finishes, nothing new
 *   starts, so no job of one test runs in the next test's transaction.
 */
const context = new AsyncLocalStorage<'loop' | 'job'>()
let worker: Awaited<ReturnType<typeof startInlineWorker>> | null = null
let running = 0
const acquired = new Set<string>()
let closed: { opened: Promise<void>; open: () => void } | null = null

function closeGate() {
  if (closed) return
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  closed = { opened, open }
}

async function tracked<T>(operation: () => Promise<T>): Promise<T> {
  running++
  try {
    return await operation()
  } finally {
    running--
  }
}

/** Worker polls (not dispatches, not a running job's own bookkeeping) wait while paused. */
async function internalOperationWrapper<T>(operation: () => Promise<T>): Promise<T> {
  if (context.getStore() !== 'loop') return operation()
  while (closed) await closed.opened
  const result = await tracked(operation)
  if (result && typeof result === 'object' && 'acquiredAt' in result && 'id' in result) {
    acquired.add(String(result.id))
  }
  return result
}

async function executionWrapper(run: () => Promise<void>, job: { id: string }) {
  try {
    await tracked(() => context.run('job', run))
  } finally {
    acquired.delete(String(job.id))
  }
}

/** Whether the code running now is the test worker's (its polls or a job), not the test's own. */
export function isTestWorker() {
  return context.getStore() !== undefined
}

export async function startTestWorker() {
  if (worker || !env.get('QUEUE_INLINE_WORKER') || env.get('QUEUE_DRIVER') === 'sync') return
  closeGate()
  worker = await context.run('loop', () =>
    startInlineWorker({ idleDelay: '200ms', internalOperationWrapper, executionWrapper })
  )
}

export async function stopTestWorker() {
  resumeWorker()
  await worker?.stop()
  worker = null
}

const idle = () => running === 0 && acquired.size === 0

/** Lets what the worker is doing finish and starts nothing new (bounded). */
export async function pauseWorker(timeoutMs = 30_000) {
  closeGate()
  const deadline = Date.now() + timeoutMs
  while (!idle() && Date.now() < deadline) await sleep(10)
}

export function resumeWorker() {
  const gate = closed
  closed = null
  gate?.open()
}

/**
 * Waits until the inline worker has run every job queued so far, and the
 * jobs those queued (retries included), as the organiser's server would;
 * fails after `timeoutMs` naming the jobs still waiting. The default leaves
 * a busy machine's larger jobs (an export of several chunks took 18 s at load
 * 12) most of a functional test's 30 s.
 */
export async function waitForQueue(timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs
  while (true) {
    const waiting = await db
      .from('queue_jobs')
      .whereIn('status', ['pending', 'active', 'delayed'])
      .select('status', 'data')
    if (waiting.length === 0 && idle()) return
    if (Date.now() > deadline) {
      const names = waiting.map((row) => `${JSON.parse(row.data).name} (${row.status})`)
      throw new Error(`the queue did not drain in ${timeoutMs} ms: ${names.join(', ')}`)
    }
    await sleep(20)
  }
}
