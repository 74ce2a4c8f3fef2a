/** Nothing stored: shown empty and exported as an empty cell. */
export function isBlank(stored: unknown): stored is null | undefined | '' {
  return stored === null || stored === undefined || stored === ''
}

/** Nothing sent: stored as null. */
export function isUnanswered(value: unknown): value is undefined | '' {
  return value === undefined || value === ''
}
