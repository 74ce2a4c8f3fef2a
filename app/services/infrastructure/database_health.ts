import db from '@adonisjs/lucid/services/db'

/** Connection-level failures (server gone, refused, timed out), not query errors. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
])

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: string; message?: string }
  if (code && UNAVAILABLE_CODES.has(code)) return true
  return (
    typeof message === 'string' &&
    /Connection terminated|KnexTimeoutError|Timeout acquiring a connection/i.test(message)
  )
}

/** Round trip to the database, for GET /health. */
export async function checkDatabase(): Promise<boolean> {
  try {
    await db.rawQuery('select 1')
    return true
  } catch {
    return false
  }
}
