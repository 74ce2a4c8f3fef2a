import vine from '@vinejs/vine'
import { recordId, MAX_RECORD_ID } from '#validators/rules/record_id'
import { TOURS } from '#models/default_player'

type Meta = { playerId: number | null }

/** A tournament id safe to put in a query, whatever the request sent. */
function tournamentIdOf(data: Record<string, unknown>) {
  const id = Number(data.tournamentId)
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : 0
}

export const defaultPlayerValidator = vine.withMetaData<Meta>().create({
  tournamentId: recordId().exists({ table: 'tournaments', column: 'id' }),
  name: vine.string().trim().minLength(1).maxLength(80),
  lastName: vine.string().trim().minLength(1).maxLength(120),
  tour: vine.enum(TOURS),
  nationalityId: recordId().exists({ table: 'countries', column: 'id' }).optional(),
  /** Document numbers are kept without spaces or dashes; one player per passport. */
  passport: vine
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,40}$/)
    .unique({
      table: 'default_players',
      column: 'passport',
      filter: (db, _value, field) => {
        db.where('tournament_id', tournamentIdOf(field.data))
        if (field.meta.playerId) db.whereNot('id', field.meta.playerId)
      },
    })
    .optional(),
  inQuarterFinals: vine.boolean().optional(),
  isSpanish: vine.boolean().optional(),
})
