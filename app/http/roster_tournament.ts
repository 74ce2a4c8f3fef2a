import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import Tournament from '#models/tournament'
import { RosterInputError } from '#services/rosters/roster_setup'

/** The roster routes' tournament: one of this year's, or page not found. */
export function rosterTournament(ctx: HttpContext) {
  return Tournament.query()
    .where('id', Number(ctx.params.tournament))
    .where('is_current', true)
    .firstOrFail()
}

/** A refused roster input as the field error a form shows under the field, translated. */
export function rosterInputFailure(ctx: HttpContext, error: unknown): never {
  if (error instanceof RosterInputError) {
    throw new vineErrors.E_VALIDATION_ERROR([
      {
        field: error.field,
        rule: error.rule,
        message: ctx.i18n.t(`rosters.errors.${error.rule}`),
      },
    ])
  }
  throw error
}
