/**
 * A key whose byte order is Spanish alphabetical order, so both engines sort
 * names alike with a plain byte comparison (SQLite has no Spanish collation):
 * case and accents are ignored (Álvarez with the a's, Díaz before Durán), ñ
 * comes after every n, and a space before any letter (Rubio Álvarez before
 * Rubio Ruiz). Letters outside Latin keep their own order after z.
 */
export function spanishSortKey(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/ñ/g, 'n{')
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 120)
}
