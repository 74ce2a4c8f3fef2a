import type { HttpContext } from '@adonisjs/core/http'
import type Tournament from '#models/tournament'
import type { DownloadName, FormTypeDefinition } from '#forms/definition'
import { optionValues } from '#forms/option_lists'
import { formValidator, type ValidatorVariant } from '#forms/validation'

/**
 * A request's input checked against its type's rules for this tournament
 * (option lists, licence year, downloads), with messages in the visitor's language.
 */
export async function validateFormRequest(
  ctx: HttpContext,
  definition: FormTypeDefinition,
  variant: ValidatorVariant,
  tournament: Tournament,
  data: Record<string, unknown>,
  downloaded: DownloadName[] = []
) {
  return formValidator(definition, variant).validate(data, {
    meta: { options: await optionValues(tournament), tournamentYear: tournament.year, downloaded },
    messagesProvider: ctx.i18n.createMessagesProvider(),
  })
}
