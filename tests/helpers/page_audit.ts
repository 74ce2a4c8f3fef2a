import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright'

/** Translation areas: the lang files' names, the first segment of every key. */
function translationAreas() {
  const folder = app.makePath('resources/lang/es')
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
}

let axeSource: string | undefined
function axe() {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Words shaped like a translation key of one of our areas ("actions.edit",
 * "forms.sections.personal"): a key the dictionary lacks shows itself so.
 */
function keyPattern() {
  return `\\b(?:${translationAreas().join('|')})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*\\b`
}

/** The problems a person (or a screen reader) would meet on a page. */
export type PageProblems = string[]

/** Console errors and uncaught errors of a page, collected from the moment it is watched. */
export function watchErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return {
    /** The errors since the last call. */
    take() {
      return errors.splice(0)
    },
  }
}

/** Visible text, labels and alternative texts that are raw translation keys. */
export async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const shape = new RegExp(pattern, 'g')
    const found = new Set<string>()
    /** Text a person reads or hears: not the page's data or code. */
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, (node) =>
      node.parentElement?.closest('script, style, template, noscript')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT
    )
    const texts: string[] = [document.title]
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '')
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        texts.push(element.getAttribute(name) ?? '')
      }
    }
    for (const text of texts) for (const match of text.matchAll(shape)) found.add(match[0])
    return [...found]
  }, keyPattern())
}

/** axe-core's serious and critical violations (WCAG 2.1 AA and best practices), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.addScriptTag({ content: axe() })
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((violation: any) => ['serious', 'critical'].includes(violation.impact))
      .map((violation: any) => {
        const nodes = violation.nodes
          .slice(0, 3)
          .map(
            (node: any) =>
              `${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`
          )
        return `axe ${violation.id}: ${violation.help} — ${nodes.join('; ')}`
      })
  })
  return violations
}

/**
 * Waits until the page has rendered and settled (fonts, two frames, and the
 * transitions under way, such as a toast fading in: axe would measure its
 * colours half-way). Endless animations (spinners) are not waited for.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.querySelector('#app')?.hasChildNodes() ?? false)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.fonts.ready.then(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
        )
      )
  )
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
}

/** Raw keys and axe's serious or critical violations of the page as it stands. */
export async function pageProblems(page: Page): Promise<PageProblems> {
  const keys = await rawKeys(page)
  return [...keys.map((key) => `raw translation key: ${key}`), ...(await axeViolations(page))]
}
