import type { ZoneRule } from './zone_rules.js'

/**
 * The operators a zone rule may use: comparisons, logic and reading the
 * facts. Anything else (string building, array mapping) is refused, so a
 * rule stays small enough to read and to run on any device.
 */
const OPERATORS = new Set([
  'var',
  '==',
  '!=',
  '===',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  '!',
  '!!',
  'and',
  'or',
  'if',
  'in',
  'missing',
])

const MAX_RULES = 50
const MAX_DEPTH = 8

export type RuleProblem = 'not_a_list' | 'too_many' | 'shape' | 'message' | 'operator'

function logicProblem(logic: unknown, depth: number): RuleProblem | null {
  if (depth > MAX_DEPTH) return 'shape'
  if (logic === null || typeof logic !== 'object') return null
  if (Array.isArray(logic)) {
    for (const item of logic) {
      const problem = logicProblem(item, depth + 1)
      if (problem) return problem
    }
    return null
  }
  const keys = Object.keys(logic)
  if (keys.length !== 1 || !OPERATORS.has(keys[0])) return 'operator'
  return logicProblem((logic as Record<string, unknown>)[keys[0]], depth + 1)
}

function isMessage(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const { es, en } = value as Record<string, unknown>
  const good = (text: unknown) =>
    typeof text === 'string' && text.trim() !== '' && text.length <= 200
  return good(es) && good(en)
}

/** Why a zone's rules (as stored or typed by an admin) are not usable; null when they are. */
export function rulesProblem(rules: unknown): RuleProblem | null {
  if (!Array.isArray(rules)) return 'not_a_list'
  if (rules.length > MAX_RULES) return 'too_many'
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object' || Array.isArray(rule)) return 'shape'
    const keys = Object.keys(rule).sort().join(',')
    if (keys !== 'if,message') return 'shape'
    const { if: logic, message } = rule as Record<string, unknown>
    if (!logic || typeof logic !== 'object' || Array.isArray(logic)) return 'shape'
    if (!isMessage(message)) return 'message'
    const problem = logicProblem(logic, 0)
    if (problem) return problem
  }
  return null
}

/** Stored rules as the engine wants them; unreadable or refused rules are none. */
export function parseRules(json: string | null | undefined): ZoneRule[] {
  try {
    const rules: unknown = JSON.parse(json ?? '[]')
    return rulesProblem(rules) === null ? (rules as ZoneRule[]) : []
  } catch {
    return []
  }
}
