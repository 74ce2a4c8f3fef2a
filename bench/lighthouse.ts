/**
 * Lighthouse mobile runs (performance, accessibility) on two public forms, the
 * index and a staff list (issue 7), driving Debian's Chromium against the
 * production build. Targets: performance ≥ 90, accessibility ≥ 95.
 *
 *   npm run bench:lighthouse
 *   (BENCH_PUBLIC_PAGES=/,/forms/prensa,/forms/voluntarios BENCH_STAFF_PAGES=/merchant/mform/press)
 */
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CookieClient } from '../tests/helpers/cookie_client.ts'
import { ensureBuild, startApp } from './lib/app_server.ts'
import { prepareDatabase } from './lib/database.ts'
import { report } from './lib/report.ts'

const PUBLIC_PAGES = (
  process.env.BENCH_PUBLIC_PAGES ?? '/,/forms/prensa,/forms/voluntarios,/forms/jugadores'
).split(',')
const STAFF_PAGES = (process.env.BENCH_STAFF_PAGES ?? '/merchant/mform/press').split(',')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

ensureBuild()
await prepareDatabase()
const app = await startApp(3710)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

/** A staff session for the staff pages (demo admin from the seeder). */
async function staffCookie() {
  const client = new CookieClient(app.url)
  await client.get('/merchant/login')
  await client.postForm('/merchant/login', {
    email: 'admin@demo.test',
    password: 'demo-password-2026',
  })
  return client.cookieHeader()
}

async function audit(path: string, cookie?: string) {
  const result = await lighthouse(`${app.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  })
  const categories = result!.lhr.categories
  const failing = Object.values(result!.lhr.audits)
    .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id)
  return {
    path,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcpMs: Math.round(result!.lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    failingAudits: failing,
  }
}

try {
  const cookie = await staffCookie()
  const pages = []
  for (const path of PUBLIC_PAGES) pages.push(await audit(path))
  for (const path of STAFF_PAGES) pages.push(await audit(path, cookie))
  report('lighthouse', {
    formFactor: 'mobile',
    pages,
    targets: { performance: 90, accessibility: 95 },
    pass: pages.every((page) => page.performance >= 90 && page.accessibility >= 95),
  })
} finally {
  await chrome.kill()
  await app.stop()
}
