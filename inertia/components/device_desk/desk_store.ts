import Dexie, { type Table } from 'dexie'

/** One credential as the device keeps it (the server's DeviceHolder). */
export type LocalHolder = {
  id: number
  code: string
  rfid: string | null
  /** Codes and tags of the holder's replaced cards: refused as "card replaced", naming nobody. */
  replacedCodes?: string[]
  name: string
  lastName: string
  category: string
  categoryLabel?: { es: string; en: string }
  type: string
  state: string
  accessStatus: string | null
  blacklisted: boolean
  hasPhoto: boolean
  zoneFlag?: number | string | null
  days?: { from: string; to: string } | null
  inside?: boolean
  credits?: number
  amount?: number
}

/** An action taken on this device, kept until the server has answered it (decision 0121). */
export type QueuedAction = {
  key: string
  /** Order of taking: the queue is sent in it. */
  seq?: number
  body: Record<string, unknown>
}

type Meta = { name: string; value: unknown }

/** A holder's small photo (base64 JPEG), fetched after the holders and kept offline. */
export type LocalPhoto = { id: number; jpeg: string }

/** The device's own database: its token, its desk's data and its queue of actions. */
class DeskDatabase extends Dexie {
  meta!: Table<Meta, string>
  holders!: Table<LocalHolder, number>
  queue!: Table<QueuedAction, number>
  photos!: Table<LocalPhoto, number>

  constructor() {
    super('accreditations-desk')
    this.version(1).stores({
      meta: 'name',
      holders: 'id, code, rfid',
      queue: '++seq, &key',
    })
    this.version(2).stores({ photos: 'id' })
    this.version(3).stores({ holders: 'id, code, rfid, *replacedCodes' })
  }
}

let database: DeskDatabase | null = null

/** Opened in the browser only (the page is also rendered on the server). */
export function deskDb() {
  database ??= new DeskDatabase()
  return database
}

export async function readMeta<T>(name: string): Promise<T | undefined> {
  const row = await deskDb().meta.get(name)
  return row?.value as T | undefined
}

export async function writeMeta(name: string, value: unknown) {
  await deskDb().meta.put({ name, value })
}

/** A badge code or RFID tag as scanned, looked up in the local copy (as the server normalises). */
export async function findHolder(scan: string): Promise<LocalHolder | undefined> {
  const code = scan.trim().toUpperCase()
  if (code === '' || code.length > 64) return undefined
  const rfid = code.replace(/[\s:.-]/g, '')
  const db = deskDb()
  return (
    (await db.holders.where('code').equals(code).first()) ??
    (rfid ? await db.holders.where('rfid').equals(rfid).first() : undefined)
  )
}

/** Whether a scan that names no holder is the code or tag of a card since replaced. */
export async function isReplacedCard(scan: string): Promise<boolean> {
  const code = scan.trim().toUpperCase()
  if (code === '' || code.length > 64) return false
  const rfid = code.replace(/[\s:.-]/g, '')
  const keys = [...new Set([code, rfid].filter((key) => key !== ''))]
  const found = await deskDb().holders.where('replacedCodes').anyOf(keys).count()
  return found > 0
}

/** Who works the desk now (a staff PIN sign-in), when the organiser asks for it. */
export type DeskStaff = { id: number; name: string; pass: string }

/** The staff pass every action carries, taken when the action is (not when it is sent). */
export async function staffPass(): Promise<{ staff?: string }> {
  const staff = await readMeta<DeskStaff | null>('staff')
  return staff ? { staff: staff.pass } : {}
}

/** A key for one action: 16 random bytes (works on plain HTTP too, decision 0020). */
export function actionKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
