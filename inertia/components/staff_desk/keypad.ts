/**
 * The till's keypad, key by key: digits build the amount; in credit mode
 * (whole meals) the point is ignored; a point first becomes "0."; one point
 * only and at most two decimals (cents); an empty keypad reads 0.
 */
export type KeypadMode = 'credit' | 'amount'

/** Longest entry: more is a slip of the finger, not a bill. */
const MAX_LENGTH = 7

export function pressKey(entry: string, key: string, mode: KeypadMode): string {
  if (key === 'clear') return ''
  if (key === 'back') return entry.slice(0, -1)
  if (key === '.' || key === ',') {
    if (mode === 'credit' || entry.includes('.')) return entry
    return entry === '' ? '0.' : `${entry}.`
  }
  if (!/^\d$/.test(key) || entry.length >= MAX_LENGTH) return entry
  const decimals = entry.split('.')[1]
  if (decimals !== undefined && decimals.length >= 2) return entry
  // "0" then "5" is 5, not 05; "0." keeps its zero.
  return entry === '0' ? key : entry + key
}

/** What the display shows. */
export function shown(entry: string): string {
  return entry === '' ? '0' : entry
}

/** The keypad's total in the stored unit: meals, or cents. */
export function totalOf(entry: string, mode: KeypadMode): number {
  const value = Number(entry === '' || entry.endsWith('.') ? `${entry}0` : entry)
  if (!Number.isFinite(value)) return 0
  return mode === 'credit' ? Math.trunc(value) : Math.round(value * 100)
}

/** Nothing is sent without a holder, without an entry, or with a total of 0. */
export function canSend(entry: string, mode: KeypadMode, holderId: number | null): boolean {
  return holderId !== null && entry !== '' && totalOf(entry, mode) > 0
}

/**
 * A short number typed into the scan field and Enter is the keypad's entry,
 * not a scan: badge codes (20 characters) and RFID UIDs (8 or more hex
 * digits) are never this short.
 */
export function keypadEntryFromScan(text: string, mode: KeypadMode): string | null {
  const value = text.trim().replace(',', '.')
  if (value.length > MAX_LENGTH || !/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(value)) return null
  let entry = ''
  for (const key of value) entry = pressKey(entry, key, mode)
  return entry
}

/** What the till sends: whole meals, or euros with two decimals ("3." → "3.00"). */
export function sentValue(entry: string, mode: KeypadMode): string {
  const total = totalOf(entry, mode)
  return mode === 'credit' ? String(total) : (total / 100).toFixed(2)
}
