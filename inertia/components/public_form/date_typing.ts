/** Digits, with slashes (if any) only where this field puts them: after the day and the month. */
const OURS = /^\d{2}(\/\d{2})?(\/?\d{0,4})?$|^\d{1,8}$/

/**
 * What a date field shows while someone types digits only (a phone's numeric
 * keypad has no "/"): "0905" becomes "09/05", "09052011" becomes "09/05/2011".
 * A value the person punctuated themselves ("9/5/2011", "09-05-2011") is left
 * as typed; the server reads those too.
 */
export function withDateSeparators(typed: string): string {
  if (!OURS.test(typed)) return typed
  const digits = typed.replaceAll('/', '').slice(0, 8)
  if (digits.length < 3) return typed
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/')
}
