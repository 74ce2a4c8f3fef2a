import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { ScanFacts } from '#services/doors/rules/zone_rules'

export type ZoneRuleCase = {
  name: string
  facts: ScanFacts
  verdict: string
  reason: string
  message?: { es: string; en: string }
}

/** The cases both engines (Node and Chromium) must answer alike. */
export async function zoneRuleCases(): Promise<ZoneRuleCase[]> {
  const file = app.makePath('tests/fixtures/doors/zone_rule_cases.json')
  return JSON.parse(await readFile(file, 'utf8'))
}
