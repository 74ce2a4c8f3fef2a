import { xsrfToken } from '~/components/staff_desk/desk_request'

export type JsonAnswer<T> = { ok: boolean; status: number; body: T & { message?: string } }

/** A JSON POST (or DELETE) with the session's CSRF token; null when the network failed. */
export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  method: 'POST' | 'DELETE' = 'POST'
): Promise<JsonAnswer<T> | null> {
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
    const parsed = (await response.json().catch(() => ({}))) as T & { message?: string }
    return { ok: response.ok, status: response.status, body: parsed }
  } catch {
    return null
  }
}

/** A POST answered with a PDF: the file as an object URL, or the refusal's message. */
export async function postForPdf(
  url: string,
  body: unknown
): Promise<{ url: string; bytes: Blob } | { message: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'accept': 'application/pdf, application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) {
      const refusal = (await response.json().catch(() => ({}))) as { message?: string }
      return { message: refusal.message ?? null }
    }
    const bytes = await response.blob()
    return { url: URL.createObjectURL(bytes), bytes }
  } catch {
    return { message: null }
  }
}
