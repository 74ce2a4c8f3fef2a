/**
 * What the staff search looks in (name, lastName, document, email,
 * company, code), lowercased once on write into forms.search_text so a
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
  return [form.name, form.lastName, form.document, form.email, form.company, form.code]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
}
