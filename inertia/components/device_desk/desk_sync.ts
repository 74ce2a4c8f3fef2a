import { deskDb, readMeta, writeMeta, type DeskStaff, type LocalHolder } from './desk_store'

/** Reported to the devices list with every request. */
export const APP_VERSION = 'desk-1'
/** How often an online desk sends its queue and asks for what changed. */
export const SYNC_EVERY_MS = 3000
const BATCH = 500
/** Photos asked per request, and per sync round (the rest come at the next rounds). */
const PHOTO_PAGE = 100
const PHOTO_PAGES_PER_ROUND = 10

export type DeskSetup = {
  kind: 'door' | 'till' | 'collection'
  tournament: { id: number; name: string; isCurrent: boolean }
  zone?: {
    id: number
    name: string
    antiPassback: boolean
    rules: { if: unknown; message: { es: string; en: string } }[]
    doors: {
      id: number
      name: string
      direction: 'in' | 'out' | 'both'
      opensAt: string | null
      closesAt: string | null
    }[]
  }
  restaurant?: { id: number; name: string; active: boolean }
  /** Collection desks (online only): the texts to accept, in both languages. */
  collection?: {
    texts: Record<'privacy' | 'golf', Record<'es' | 'en', string>>
    sport: string
  }
}

export type SyncState = {
  online: boolean
  queued: number
  /** When the local copy was last refreshed from the server (ISO). */
  dataAt: string | null
  revoked: boolean
}

/** The device was refused: revoked (or its token replaced by a new pairing). */
export class DeviceRefused extends Error {}

/** What every device request carries: its token and what the devices list shows of it. */
export async function deviceHeaders(): Promise<Record<string, string>> {
  const token = await readMeta<string>('token')
  const dataAt = await readMeta<string>('dataAt')
  return {
    'authorization': `Bearer ${token ?? ''}`,
    'accept': 'application/json',
    'x-app-version': APP_VERSION,
    'x-queued-actions': String(await deskDb().queue.count()),
    ...(dataAt ? { 'x-data-at': dataAt } : {}),
  }
}

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(path, {
    ...init,
    headers: { ...(await deviceHeaders()), ...(init.headers as Record<string, string>) },
  })
  if (response.status === 401) throw new DeviceRefused()
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

/** Exchanges the pairing code (from the QR code or typed) for this device's token. */
export async function pair(code: string): Promise<boolean> {
  const response = await fetch('/device-api/pair', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'application/json' },
    body: JSON.stringify({ code }),
  })
  if (!response.ok) return false
  const body = (await response.json()) as { token: string; device: unknown }
  const db = deskDb()
  await db.transaction('rw', db.meta, db.holders, async () => {
    await db.meta.clear()
    await db.holders.clear()
    await writeMeta('token', body.token)
    await writeMeta('device', body.device)
    await writeMeta('pairedWith', code)
  })
  return true
}

async function replaceAll(body: { setup: DeskSetup; holders: LocalHolder[]; cursor: string }) {
  const db = deskDb()
  await db.transaction('rw', db.meta, db.holders, db.photos, async () => {
    await db.holders.clear()
    await db.photos.clear()
    await db.holders.bulkPut(body.holders)
    await writeMeta('setup', body.setup)
    await writeMeta('cursor', body.cursor)
    await writeMeta('dataAt', new Date().toISOString())
  })
}

/**
 * Local state wins for what this device did and has not sent yet: a holder's
 * balance the server does not know of yet keeps the local deductions off it.
 */
async function applyDelta(body: {
  setup: DeskSetup
  holders: LocalHolder[]
  removed: number[]
  cursor: string
}) {
  const db = deskDb()
  const pending = await db.queue.toArray()
  await db.transaction('rw', db.meta, db.holders, db.photos, async () => {
    // A changed holder may have a new photo: fetched again.
    await db.photos.bulkDelete([...body.holders.map((holder) => holder.id), ...body.removed])
    for (const holder of body.holders) {
      for (const action of pending) {
        const item = action.body as {
          kind: string
          formId?: number
          type?: string
          quantity?: number
        }
        if (item.kind === 'deduction' && item.formId === holder.id && item.quantity) {
          if (item.type === 'credit')
            holder.credits = Math.max(0, (holder.credits ?? 0) - item.quantity)
          else holder.amount = Math.max(0, (holder.amount ?? 0) - item.quantity)
        }
      }
    }
    await db.holders.bulkPut(body.holders)
    await db.holders.bulkDelete(body.removed)
    await writeMeta('setup', body.setup)
    await writeMeta('cursor', body.cursor)
    await writeMeta('dataAt', new Date().toISOString())
  })
}

/** Sends the queue in order, in batches; every answered action leaves it (recorded or not). */
async function sendQueue(): Promise<{ key: string; status: string; reason?: string }[]> {
  const db = deskDb()
  const answered: { key: string; status: string; reason?: string }[] = []
  for (;;) {
    const batch = await db.queue.orderBy('seq').limit(BATCH).toArray()
    if (batch.length === 0) return answered
    const body = (await call('/device-api/actions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions: batch.map((item) => item.body) }),
    })) as { results: { key: string; status: string; reason?: string }[] }
    await db.queue
      .where('key')
      .anyOf(body.results.map((result) => result.key))
      .delete()
    answered.push(...body.results)
  }
}

/** The photos of holders that have one and are not kept yet, a few pages per round. */
async function fetchPhotos() {
  const db = deskDb()
  const kept = new Set(await db.photos.toCollection().primaryKeys())
  const withPhoto = await db.holders.filter((holder) => holder.hasPhoto).primaryKeys()
  const missing = withPhoto.filter((id) => !kept.has(id))
  for (let page = 0; page < PHOTO_PAGES_PER_ROUND; page++) {
    const ids = missing.slice(page * PHOTO_PAGE, (page + 1) * PHOTO_PAGE)
    if (ids.length === 0) return
    const body = (await call(`/device-api/photos?ids=${ids.join(',')}`)) as {
      photos: { id: number; jpeg: string }[]
    }
    await db.photos.bulkPut(body.photos)
  }
}

/** Whether the organiser asks a staff PIN here, and who may sign in: kept for offline starts. */
async function syncStaffPolicy() {
  const body = (await call('/device-api/staff')) as {
    pinRequired: boolean
    staff: { id: number; name: string }[]
  }
  await writeMeta('pinRequired', body.pinRequired)
  await writeMeta('staffList', body.staff)
}

/** A staff member's PIN checked by the server; the refusal comes translated. */
export async function signInStaff(
  userId: number,
  pin: string
): Promise<{ staff: DeskStaff } | { error: string }> {
  const response = await fetch('/device-api/staff', {
    method: 'POST',
    headers: { ...(await deviceHeaders()), 'content-type': 'application/json' },
    body: JSON.stringify({ userId, pin }),
  })
  if (response.status === 401) throw new DeviceRefused()
  const body = await response.json()
  if (!response.ok) return { error: String(body.error ?? body.errors?.[0]?.message ?? '') }
  const staff = { id: body.staff.id, name: body.staff.name, pass: body.pass }
  await writeMeta('staff', staff)
  return { staff }
}

/** One round: the queue first (so the server's balances include it), then what changed. */
export async function syncOnce() {
  const cursor = await readMeta<string>('cursor')
  const answered = await sendQueue()
  await syncStaffPolicy()
  if (cursor) {
    const delta = await call(`/device-api/delta?cursor=${encodeURIComponent(cursor)}`)
    if (!delta.reset) {
      await applyDelta(delta)
      await fetchPhotos()
      return answered
    }
  }
  await replaceAll(await call('/device-api/snapshot'))
  await fetchPhotos()
  return answered
}

export async function syncState(online: boolean, revoked: boolean): Promise<SyncState> {
  return {
    online,
    revoked,
    queued: await deskDb().queue.count(),
    dataAt: (await readMeta<string>('dataAt')) ?? null,
  }
}
