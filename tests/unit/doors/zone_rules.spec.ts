import { test } from '@japa/runner'
import { decide } from '#services/doors/rules/zone_rules'
import { REASON_MESSAGES } from '#services/doors/rules/reasons'
import { rulesProblem } from '#services/doors/rules/rule_check'
import { zoneRuleCases } from '#tests/helpers/doors'

test.group('Zone rules engine · shared cases in Node', () => {
  test('every shared case gets its verdict, reason and message', async ({ assert }) => {
    const cases = await zoneRuleCases()
    assert.isAtLeast(cases.length, 200)
    const wrong = cases
      .map((entry) => ({ entry, decision: decide(entry.facts) }))
      .filter(
        ({ entry, decision }) =>
          decision.verdict !== entry.verdict ||
          decision.reason !== entry.reason ||
          (entry.message && decision.message.en !== entry.message.en)
      )
      .map(({ entry, decision }) => `${entry.name}: ${decision.verdict}/${decision.reason}`)
    assert.deepEqual(wrong, [])
  })

  test('every reason has a message a steward can say in both languages', ({ assert }) => {
    for (const message of Object.values(REASON_MESSAGES)) {
      assert.isAbove(message.es.length, 5)
      assert.isAbove(message.en.length, 5)
    }
  })

  test('the engine fills the zone and the days into its message', async ({ assert }) => {
    const [first] = await zoneRuleCases()
    const facts = structuredClone(first.facts)
    facts.credential!.days = { from: '2026-06-11', to: '2026-06-12' }
    assert.equal(decide(facts).message.es, 'Pase de día válido del 2026-06-11 al 2026-06-12.')
    facts.credential!.days = null
    assert.equal(decide(facts).message.en, 'Go ahead: entry to Prensa.')
  })
})

test.group('Zone rules engine · rule check', () => {
  const message = { es: 'No.', en: 'No.' }

  test('a small rule of comparisons passes', ({ assert }) => {
    const rule = { if: { '>=': [{ var: 'now.time' }, '21:00'] }, message }
    assert.isNull(rulesProblem([rule]))
  })

  test('refuses what is not a list of small rules with both messages', ({ assert }) => {
    assert.equal(rulesProblem({}), 'not_a_list')
    assert.equal(rulesProblem([{ if: { var: 'x' } }]), 'shape')
    assert.equal(rulesProblem([{ if: { var: 'x' }, message: { es: 'Sí' } }]), 'message')
    assert.equal(rulesProblem([{ if: { map: [[1], { var: '' }] }, message }]), 'operator')
    assert.equal(rulesProblem([{ if: { cat: ['a', 'b'] }, message }]), 'operator')
  })
})
