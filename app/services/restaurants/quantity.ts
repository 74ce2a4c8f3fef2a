import type { DeductionType } from '#models/restaurant_log'

/** The most one deduction may take: a day's meals, or a generous bill. */
const MAX_CREDITS = 50
const MAX_CENTS = 100_000

/**
 * What the keypad sent, as the stored unit: whole meals for credits, cents
 * for money ("12.5" → 1250). Read from the text so no float rounding creeps
 * into money. Null for anything that is not a positive quantity in range.
 */
export function quantityOf(type: DeductionType, raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  if (type === 'credit') {
    if (!/^\d{1,3}$/.test(text)) return null
    const credits = Number(text)
    return credits >= 1 && credits <= MAX_CREDITS ? credits : null
  }
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents >= 1 && cents <= MAX_CENTS ? cents : null
}
