import { newVisitor, type Visitor } from './public_form.ts'

/** The demo accounts' password (database/seeders/main_seeder.ts). */
export const DEMO_PASSWORD = 'demo-password-2026'

/**
 * A logged-in staff session through the real login form: the cookies (session,
 * XSRF-TOKEN) to send with every request, and the CSRF token for writes.
 */
export async function staffSession(baseUrl: string, email: string): Promise<Visitor> {
  const visitor = await newVisitor(baseUrl, '/merchant/login')
  const login = await fetch(`${baseUrl}/merchant/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': visitor.cookie,
      'x-xsrf-token': visitor.xsrf,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  })
  await login.arrayBuffer()
  if (login.status !== 302 || login.headers.get('location') !== '/merchant') {
    throw new Error(`login of ${email} answered ${login.status} ${login.headers.get('location')}`)
  }
  return signedIn(visitor, login)
}

/** The visitor's cookies with those a sign-in answer set (the new session, its XSRF token). */
export function signedIn(visitor: Visitor, answer: Response): Visitor {
  const cookies = new Map(
    visitor.cookie.split('; ').map((pair) => pair.split('=', 2) as [string, string])
  )
  for (const cookie of answer.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const [name, ...value] = pair.split('=')
    cookies.set(name.trim(), value.join('='))
  }
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: decodeURIComponent(cookies.get('XSRF-TOKEN') ?? visitor.xsrf),
  }
}
