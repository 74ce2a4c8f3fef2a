import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'

/**
 * The requests refused for print as staff know them: by name, in the order
 * asked. Only requests of the types the user reviews are named (an erased
 * one by its number); the others are only counted.
 */
export async function refusedNames(ids: number[], formTypes: string[], i18n: I18n) {
  if (ids.length === 0) return ''
  const rows = formTypes.length
    ? await db
        .from('forms')
        .whereIn('id', ids)
        .whereIn('type', formTypes)
        .select('id', 'name', 'last_name', 'erased_at')
    : []
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const names = ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return row.erased_at
      ? [i18n.t('badges.erased_request', { id })]
      : [`${row.name} ${row.last_name}`.trim()]
  })
  const hidden = ids.length - names.length
  if (hidden > 0) names.push(i18n.t('badges.other_requests', { count: hidden }))
  return names.join(', ')
}
