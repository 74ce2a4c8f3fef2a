import type { Page } from 'playwright'

/**
 * Waits until the app has rendered the page (`<html data-ready>`, set after
 * React's first render): `visit` resolves at the load event, before the
 * lazily imported page component has hydrated a server-rendered form, and a
 * click or a typed value before that does nothing a user would see.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true')
}
