/**
 * The one normaliser of searched text, applied alike to what is stored and
 * to what staff type: lower case, accents and other marks dropped (Unicode
 * decomposition, so "Gómez", "GOMEZ" and "gomez" are one word and ñ is
 * found as n), runs of spaces made one.
 */
export function searchKey(value: string | null | undefined): string {
  return (value ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The stored search text of a row: its searched fields, normalised, in one string. */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return searchKey(parts.filter(Boolean).join(' '))
}

/**
 * What the staff search looks in (name, lastName, document, email,
 * company, code), normalised once on write into forms.search_text so a
 * search is one LIKE over one column instead of six lower() calls per row.
 */
export function searchText(form: {
  name?: string | null
  lastName?: string | null
  document?: string | null
  email?: string | null
  company?: string | null
  code?: string | null
}) {
  return searchTextOf(form.name, form.lastName, form.document, form.email, form.company, form.code)
}
