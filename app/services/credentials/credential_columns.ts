import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DayPassSource } from '#forms/day_pass'

/**
 * Adds to a query that has `forms` what a credential is made of, in the same
 * statement: its tournament, its template, its type's day pass and its
 * current card. `credentialOfRow` reads the columns it selects.
 */
export function withCredentialColumns(
  query: DatabaseQueryBuilderContract<any>,
  dayPasses: DayPassSource[]
): DatabaseQueryBuilderContract<any> {
  query
    .leftJoin(
      'tournaments as credential_tournament',
      'credential_tournament.id',
      'forms.tournament_id'
    )
    .leftJoin('permissions as credential_template', 'credential_template.id', 'forms.permission_id')
  dayPasses.forEach((source, index) =>
    query.leftJoin(`${source.table} as day_pass_${index}`, `day_pass_${index}.form_id`, 'forms.id')
  )
  /** One type's detail row exists per form: the first day pass found is the form's. */
  const first = (column: 'dayPass' | 'from' | 'to') =>
    dayPasses.length === 0
      ? 'null'
      : `coalesce(${dayPasses.map((source, index) => `day_pass_${index}.${source[column]}`).join(', ')}, null)`
  return query.select(
    'forms.id as form_id',
    'forms.name as form_name',
    'forms.last_name',
    'forms.company',
    'forms.type as form_type',
    'forms.category',
    'forms.state',
    'forms.access_status',
    'forms.gate_decision',
    'forms.photo_path',
    'forms.tournament_id as form_tournament_id',
    'forms.custom_permission',
    'forms.code as card_code',
    'forms.card_version',
    'forms.rfid as card_rfid',
    'forms.credits',
    'forms.amount',
    'forms.color',
    'forms.day_pass_from as own_pass_from',
    'forms.day_pass_to as own_pass_to',
    'credential_tournament.is_current',
    'credential_tournament.name as tournament_name',
    'credential_tournament.year as tournament_year',
    'credential_tournament.starts_on as tournament_starts_on',
    'credential_tournament.ends_on as tournament_ends_on',
    'credential_tournament.badge_format',
    'credential_tournament.badge_colors',
    'credential_template.flags as template_flags',
    db.raw(`${first('dayPass')} as day_pass`),
    db.raw(`${first('from')} as date_permission`),
    db.raw(`${first('to')} as end_permission`)
  )
}
