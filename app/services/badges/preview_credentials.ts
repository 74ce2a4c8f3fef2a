import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { containsPattern } from '#support/like_pattern'
import { dayPassSources } from '#forms/day_pass'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

/** Credentials the designer previews with, at most this many at a time. */
const LIMIT = 10

/**
 * Approved credentials of the scope (one tournament) to preview a design
 * with: by name, or the hard cases at once (the longest name, a minor, a
 * day pass).
 */
export async function previewCredentials(
  scope: FormScope,
  options: { search: string; pick: 'longest' | 'minor' | 'day_pass' | null }
) {
  const query = restrictToScope(
    db.from('forms').where('forms.state', 'approved').whereNull('forms.erased_at'),
    scope
  )
  if (options.pick === 'longest') {
    query.orderByRaw('length(forms.name) + length(forms.last_name) desc')
  } else if (options.pick === 'minor') {
    query
      .where('forms.birth_date', '>', DateTime.now().minus({ years: 18 }).toISODate()!)
      .orderBy('forms.id')
  } else if (options.pick === 'day_pass') {
    const sources = await dayPassSources()
    query.where((either) => {
      either.orWhereNotNull('forms.day_pass_from')
      for (const source of sources)
        either.orWhereExists((detail) =>
          detail
            .from(source.table)
            .whereColumn(`${source.table}.form_id`, 'forms.id')
            .where(`${source.table}.${source.dayPass}`, true)
        )
    })
  } else if (options.search.trim()) {
    query.whereRaw(`forms.search_text like ? escape '\\'`, [containsPattern(options.search)])
  }
  const rows = await query
    .orderBy('forms.sort_last_name')
    .limit(LIMIT)
    .select('forms.id', 'forms.name', 'forms.last_name', 'forms.type')
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    lastName: String(row.last_name),
    type: String(row.type),
  }))
}
