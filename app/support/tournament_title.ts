/**
 * A tournament as people read it: its name, with the year added only when the
 * name does not already say it ("Open de Tenis 2026", not "Open de Tenis 2026 2026").
 */
export function tournamentTitle(name: string, year: number | null | undefined) {
  if (!year || new RegExp(`\\b${year}\\b`).test(name)) return name
  return `${name} ${year}`
}
