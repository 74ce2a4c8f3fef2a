import { CookieClient, inertiaPage } from '#tests/helpers/cookie_client'
import { TEST_PASSWORD } from '#tests/helpers/users'

/** User-Agent headers of real browsers, as the session list names them. */
export const USER_AGENTS = {
  firefoxOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
}

export type SignedInBrowser = Awaited<ReturnType<typeof signedIn>>

/**
 * A browser that signed in through the login page (a real login: its own
 * session, its own cookie), sending `userAgent` on every request.
 */
export async function signedIn(
  baseUrl: string,
  email: string,
  userAgent: string,
  options: { remember?: boolean } = {}
) {
  const client = new CookieClient(baseUrl)
  const headers = { 'user-agent': userAgent }
  await client.request('/merchant/login', { headers })
  const response = await client.postForm(
    '/merchant/login',
    { email, password: TEST_PASSWORD, ...(options.remember ? { remember: 'true' } : {}) },
    headers
  )
  if (response.status !== 302 || response.headers.get('location') !== '/merchant') {
    throw new Error(`login failed: ${response.status} ${response.headers.get('location')}`)
  }
  return {
    client,
    get: (path: string) => client.request(path, { headers }),
    send: (method: string, path: string) => client.request(path, { method, headers }),
    /** The props of the Inertia page at `path`. */
    async props(path: string) {
      const page = await client.request(path, { headers })
      return inertiaPage(await page.text())!.props
    },
  }
}

/** Where a staff page request lands: 'page' when it was served, else the redirect's target. */
export async function landsOn(
  browser: { get: (path: string) => Promise<Response> },
  path = '/merchant'
) {
  const response = await browser.get(path)
  return response.status === 200 ? 'page' : response.headers.get('location')
}
