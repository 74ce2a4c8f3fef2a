import type { HttpContext } from '@adonisjs/core/http'
import type Tournament from '#models/tournament'
import type { DownloadName, FormTypeDefinition } from '#forms/definition'
import type { BlacklistCheck } from '#forms/kinds/form_meta'
import { optionValues } from '#forms/option_lists'
import { formValidator, type ValidatorVariant } from '#forms/validation'

/** What the caller looks up for the rules: the visitor's downloads and the blacklist. */
export type RequestLookups = {
  downloaded?: DownloadName[]
  isBlacklisted: BlacklistCheck
}

/**
 * A request's input checked against its type's rules for this tournament
 * (option lists, licence year, downloads, blacklist), with messages in the
 * visitor's language.
 */
export async function validateRequestData(
  ctx: HttpContext,
  definition: FormTypeDefinition,
  variant: ValidatorVariant,
  tournament: Tournament,
  data: Record<string, unknown>,
  { downloaded = [], isBlacklisted }: RequestLookups
) {
  return formValidator(definition, variant).validate(data, {
    meta: {
      options: await optionValues(tournament),
      tournamentYear: tournament.year,
      downloaded,
      isBlacklisted,
    },
    messagesProvider: ctx.i18n.createMessagesProvider(),
  })
}
