import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { build } from 'rolldown'
import { decide } from '#services/doors/rules/zone_rules'
import { zoneRuleCases } from '#tests/helpers/doors'

/**
 * The rules module bundled for the browser as Vite bundles it for the pages
 * (Rolldown, from the same source file), run in Chromium on every shared
 * case: both engines must give the same verdict, reason and message.
 */
async function browserBundle(): Promise<string> {
  const bundle = await build({
    input: app.makePath('app/services/doors/rules/zone_rules.ts'),
    write: false,
    platform: 'browser',
    output: { format: 'iife', name: 'ZoneRules' },
  })
  return bundle.output[0].code
}

test.group('Zone rules engine · Node and Chromium agree', () => {
  test('every shared case gets the same answer in Chromium as in Node, and the expected one', async ({
    browserContext,
    assert,
  }) => {
    const cases = await zoneRuleCases()
    const page = await browserContext.newPage()
    await page.addScriptTag({ content: await browserBundle() })
    const inBrowser: unknown[] = await page.evaluate(
      (facts: unknown[]) => facts.map((one) => (globalThis as any).ZoneRules.decide(one)),
      cases.map((entry) => entry.facts)
    )
    assert.lengthOf(inBrowser, cases.length)
    const disagreements = cases
      .filter(
        (entry, index) => JSON.stringify(inBrowser[index]) !== JSON.stringify(decide(entry.facts))
      )
      .map((entry) => entry.name)
    assert.deepEqual(disagreements, [])
    const wrong = cases
      .filter((entry, index) => {
        const answer = inBrowser[index] as { verdict: string; reason: string }
        return answer.verdict !== entry.verdict || answer.reason !== entry.reason
      })
      .map((entry) => entry.name)
    assert.deepEqual(wrong, [])
  })
})
