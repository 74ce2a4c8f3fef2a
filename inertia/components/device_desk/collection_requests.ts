import { DeviceRefused, deviceHeaders } from './desk_sync'

/** A card as the collection desk's API answers it (the server's DeskCard). */
export type CollectionCard = {
  id: number
  code: string
  name: string
  lastName: string
  type: string
  sport: string
  /** A small JPEG, base64; null without a photo. */
  photo: string | null
}

/** What a refusal carries: its message in the desk's language, and the cards refused. */
export type CollectionRefusal = {
  reason?: string
  message?: string
  refused?: { formId: number; message: string }[]
  errors?: { field: string; message: string }[]
}

/**
 * An answer of the collection desk's API: the body, a refusal, or null when
 * the network failed (the collection desk works online only: nothing is
 * queued, and the screen says nothing was saved).
 */
export type CollectionAnswer<Body> =
  { ok: true; body: Body } | { ok: false; status: number; body: CollectionRefusal } | null

export async function collectionCall<Body>(
  path: 'lookup' | 'collectives' | 'collectives/sign',
  payload: Record<string, unknown>
): Promise<CollectionAnswer<Body>> {
  let response: Response
  try {
    response = await fetch(`/device-api/collection/${path}`, {
      method: 'POST',
      headers: { ...(await deviceHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch {
    return null
  }
  if (response.status === 401) throw new DeviceRefused()
  const body = await response.json().catch(() => ({}))
  return response.ok
    ? { ok: true, body: body as Body }
    : { ok: false, status: response.status, body }
}

/** A refusal as one line for the screen (a refused input lists its fields' messages). */
export function refusalText(refusal: CollectionRefusal, fallback: string) {
  if (refusal.message) return refusal.message
  if (refusal.errors?.length) return refusal.errors.map((error) => error.message).join(' ')
  return fallback
}
