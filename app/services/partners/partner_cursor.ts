/**
 * A delta-sync cursor as the partner holds it: which feed, which tournament,
 * the last change seen and, while the first full listing is being paged, the
 * last id listed. Opaque to the partner (base64url JSON); anything that does
 * not decode to exactly this is refused as `invalid_cursor`.
 */
export type FeedName = 'credentials' | 'requests'
export type PartnerCursor = { feed: FeedName; tournamentId: number; change: number; after?: number }

const MAX = 2 ** 53 - 1

export function encodePartnerCursor(cursor: PartnerCursor): string {
  const body: Record<string, unknown> = {
    f: cursor.feed,
    t: cursor.tournamentId,
    c: cursor.change,
  }
  if (cursor.after !== undefined) body.a = cursor.after
  return Buffer.from(JSON.stringify(body)).toString('base64url')
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX
}

export function decodePartnerCursor(raw: string, feed: FeedName, tournamentId: number) {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) return null
  let body: unknown
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const { f, t, c, a, ...rest } = body as Record<string, unknown>
  if (Object.keys(rest).length > 0 || f !== feed || t !== tournamentId || !isCount(c)) return null
  if (a !== undefined && !isCount(a)) return null
  const cursor: PartnerCursor = { feed, tournamentId, change: c }
  if (a !== undefined) cursor.after = a as number
  return cursor
}
