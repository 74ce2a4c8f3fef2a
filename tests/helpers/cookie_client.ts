/**
 * A tiny HTTP client with a cookie jar and CSRF handling, to talk to app
 * instances running in other processes as a browser would.
 */
export class CookieClient {
  #cookies = new Map<string, string>()

  #baseUrl: string

  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl
  }

  /** Same cookies (session, remember me), another instance: as behind a load balancer. */
  withBaseUrl(baseUrl: string) {
    const client = new CookieClient(baseUrl)
    client.#cookies = this.#cookies
    return client
  }

  /** A cookie's value as the browser holds it (URL-encoded). */
  cookie(name: string) {
    return this.#cookies.get(name)
  }

  /** A cookie set by hand: what a browser kept from an earlier visit. */
  setCookie(name: string, value: string) {
    this.#cookies.set(name, value)
  }

  cookieHeader() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', this.cookieHeader())
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf && init.method && init.method !== 'GET')
      headers.set('x-xsrf-token', decodeURIComponent(xsrf))
    const response = await fetch(`${this.#baseUrl}${path}`, {
      ...init,
      headers,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      this.#cookies.set(name.trim(), value.join('='))
    }
    return response
  }

  /** The id in the signed session cookie (`s:<base64url JSON>.<signature>`). */
  sessionId(): string | null {
    const raw = this.#cookies.get('acc-session')
    if (!raw) return null
    const [payload] = decodeURIComponent(raw).replace(/^s:/, '').split('.')
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof decoded === 'string' ? decoded : (decoded.message ?? null)
  }

  get(path: string) {
    return this.request(path)
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }
}

/**
 * The Inertia page object an HTML page boots: read from its
 * <script data-page> element (client-rendered pages) or, for server-rendered
 * ones, from the data-page attribute of the root element.
 */
export function inertiaPage(
  html: string
): { component: string; props: Record<string, any> } | null {
  const script = html.match(/<script data-page="app" type="application\/json">(.*?)<\/script>/s)
  if (script) return JSON.parse(script[1])
  const attribute = html.match(/data-page="([^"]*)"/)
  if (!attribute) return null
  return JSON.parse(attribute[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
}

/** The Inertia component an HTML page boots. */
export function inertiaComponent(html: string): string | null {
  return inertiaPage(html)?.component ?? null
}
