import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { BadgePage, FromRenderer, ToRenderer } from '#services/badges/badge_renderer'

/**
 * The badge renderer threads: every badge PDF (a print, a station's card,
 * the designer's preview) is drawn in one of them, so the event loop that
 * answers other requests never waits for pdfkit, and a print no longer
 * pauses to let them in. A small pool, started with the web process (or on
 * first use) and kept: one thread beside the event loop on two cores, two
 * on more. Each thread
 * holds several documents at once, so a station's card is drawn between
 * a long print's messages instead of after the print.
 */

const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1))

/** The same module, loaded by the thread: .ts in development (type stripping), .js when built. */
const RENDERER = new URL(
  import.meta.url.endsWith('.ts') ? './badge_renderer.ts' : './badge_renderer.js',
  import.meta.url
)

/**
 * How far a renderer thread's scheduling priority is lowered: when the event
 * loop and a print want the same core, requests go first (at the process's
 * own priority another page's p95 during a print was twice as long; +10 did
 * no better than +5).
 */
const NICE = 5

/**
 * A thread's heap: an open document holds about 10 KB a page until it ends
 * (some 45 MB for the largest print, 2,000 two-sided badges), so this stops
 * a runaway thread without stopping any real print.
 */
const HEAP_MB = 128

type Waiter = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }

type Renderer = {
  worker: Worker
  /** Each open job's answers still awaited, in the order they were asked. */
  jobs: Map<number, Waiter[]>
}

const renderers: Renderer[] = []
let lastJob = 0

function start(): Renderer {
  const worker = new Worker(RENDERER, {
    workerData: { badgeRenderer: true, nice: NICE },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16 },
  })
  const renderer: Renderer = { worker, jobs: new Map() }
  worker.on('message', (reply: FromRenderer) => {
    const waiter = renderer.jobs.get(reply.job)?.shift()
    if ('error' in reply) waiter?.reject(new Error(`badge renderer: ${reply.error}`))
    else waiter?.resolve(reply.bytes)
  })
  /** A thread that stops (a crash, its heap's limit) fails its jobs; the next job starts another. */
  const stopped = (error: Error) => {
    const index = renderers.indexOf(renderer)
    if (index >= 0) renderers.splice(index, 1)
    for (const waiters of renderer.jobs.values())
      for (const waiter of waiters.splice(0)) waiter.reject(error)
  }
  worker.on('error', stopped)
  worker.on('exit', (code) => stopped(new Error(`the badge renderer stopped (exit code ${code})`)))
  /** An idle thread does not keep the process alive (a 'message' listener refs it: last). */
  worker.unref()
  renderers.push(renderer)
  return renderer
}

/** The thread with the fewest open jobs; another one while the pool is not full and all are busy. */
function leastBusy(): Renderer {
  const idle = renderers.find((renderer) => renderer.jobs.size === 0)
  if (idle) return idle
  if (renderers.length < SIZE) return start()
  return renderers.reduce((least, renderer) =>
    renderer.jobs.size < least.jobs.size ? renderer : least
  )
}

/**
 * One thread started ahead (the web process, once ready): its modules and
 * fonts are loaded before the first badge is asked for, not during it.
 */
export function startBadgeRenderers() {
  if (renderers.length === 0) start()
}

/** The live renderer threads (a test stops one mid-print). */
export function rendererThreads(): Worker[] {
  return renderers.map((renderer) => renderer.worker)
}

export type RenderJob = {
  /** Opens the document; resolves to its first bytes. */
  open(title: string): Promise<Uint8Array>
  /** Draws the pages; resolves to the PDF bytes written meanwhile. */
  draw(pages: BadgePage[], images: [number, Uint8Array][]): Promise<Uint8Array>
  /** Closes the document; resolves to its last bytes. */
  end(): Promise<Uint8Array>
  /** Drops the document (the request failed); nothing more is answered. */
  abort(): void
}

/**
 * A PDF drawn in the least busy thread. Calls may be made before the earlier
 * ones are answered (the next pages are sent while these are drawn): they
 * are answered in the order made. After a failure every call fails.
 */
export function renderJob(): RenderJob {
  const renderer = leastBusy()
  const job = ++lastJob
  const waiters: Waiter[] = []
  /** A job keeps the process alive until it is answered, as any pending I/O does. */
  if (renderer.jobs.size === 0) renderer.worker.ref()
  renderer.jobs.set(job, waiters)
  let failure: Error | undefined
  const ask = (message: ToRenderer) => {
    const answered = new Promise<Uint8Array>((resolve, reject) => {
      if (!failure && !renderers.includes(renderer))
        failure = new Error('the badge renderer stopped')
      if (failure) return reject(failure)
      waiters.push({
        resolve,
        reject: (error) => {
          failure ??= error
          reject(error)
        },
      })
      renderer.worker.postMessage(message)
    })
    /** Handled where it is awaited; until then a failure must not count as unhandled. */
    answered.catch(() => {})
    return answered
  }
  const close = () => {
    if (!renderer.jobs.delete(job)) return false
    if (renderer.jobs.size === 0) renderer.worker.unref()
    return true
  }
  return {
    open: (title) => ask({ job, open: { title } }),
    draw: (pages, images) => ask({ job, pages, images }),
    end() {
      const answered = ask({ job, end: true })
      answered.then(close, close)
      return answered
    },
    abort() {
      if (close() && renderers.includes(renderer)) renderer.worker.postMessage({ job, abort: true })
    },
  }
}
