/** A desk's JSON answer: the status, the parsed body, or null when the network failed. */
export type DeskAnswer<T> = { status: number; body: T } | null

/** The session's CSRF token, as the server set it in its cookie. */
export function xsrfToken(): string {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

/**
 * A JSON call from a desk screen (scan, deduct), with the session's CSRF
 * token. A dropped connection answers null instead of throwing, so the
 * screen can say so and retry.
 */
export async function deskRequest<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: Record<string, unknown>
): Promise<DeskAnswer<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        'accept': 'application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body: JSON.stringify(body),
    })
    const parsed = (await response.json().catch(() => ({}))) as T
    return { status: response.status, body: parsed }
  } catch {
    return null
  }
}

/** A key for one operation, made on the device; works outside secure contexts too. */
export function operationKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
