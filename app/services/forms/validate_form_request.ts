import type { HttpContext } from '@adonisjs/core/http'
import type Tournament from '#models/tournament'
import type { DownloadName, FormTypeDefinition } from '#forms/definition'
import type { ValidatorVariant } from '#forms/validation'
import { validateRequestData } from '#forms/validate_request'
import { isBlacklisted } from '#services/configuration/blacklist'

/**
 * A submitted request checked against its type's rules for this tournament,
 * the blacklist included; `downloaded` names what the visitor downloaded.
 */
export function validateFormRequest(
  ctx: HttpContext,
  definition: FormTypeDefinition,
  variant: ValidatorVariant,
  tournament: Tournament,
  data: Record<string, unknown>,
  downloaded: DownloadName[] = []
) {
  return validateRequestData(ctx, definition, variant, tournament, data, {
    downloaded,
    isBlacklisted,
  })
}
