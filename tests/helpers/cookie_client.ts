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

  get(path: string) {
    return this.request(path)
  }

  postForm(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
  }
}
