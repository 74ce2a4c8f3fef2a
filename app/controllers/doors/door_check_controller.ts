import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { shiftAtZoneDoor } from '#services/rosters/shift_checkin'
import { errors as httpErrors } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import ForbiddenException from '#exceptions/forbidden_exception'
import { doorForSteward, stewardDoors } from '#services/doors/steward_access'
import { recordScan } from '#services/doors/passages'
import { streamPrivateFile } from '#services/files/private_file_response'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { doorScanValidator } from '#validators/doors'
import DoorTransformer from '#transformers/door_transformer'

/** The steward's door check: choose a door, then scan badges at it. */
export default class DoorCheckController {
  /** The doors this account may scan at; straight to the door when there is one. */
  async index({ auth, inertia, response }: HttpContext) {
    const doors = await stewardDoors(auth.getUserOrFail())
    if (doors.length === 1) {
      return response.redirect().toRoute('door_check.show', { id: doors[0].id })
    }
    return inertia.render('doors/choose', {
      doors: DoorTransformer.transform(doors).useVariant('forSteward'),
    })
  }

  async show(ctx: HttpContext) {
    const door = await this.#door(ctx)
    await door.zone.load('tournament')
    return ctx.inertia.render('doors/check', {
      door: DoorTransformer.transform(door).useVariant('forSteward'),
    })
  }

  /** POST {scan, direction, key}: the verdict, recorded once per key. */
  async scan(ctx: HttpContext) {
    // A door this account may not scan at is refused before its input is judged; a valid
    // scan's read checks the steward itself, so only bad input costs the extra look.
    const input = await ctx.request.validateUsing(doorScanValidator).catch(async (error) => {
      await this.#door(ctx)
      throw error
    })
    const outcome = await recordScan({
      user: ctx.auth.getUserOrFail(),
      doorId: Number(ctx.params.id),
      ...input,
    })
    if (outcome.status === 'not_steward') {
      throw new ForbiddenException(`door ${ctx.params.id}`, 'doors.not_steward')
    }
    if (outcome.status === 'key_conflict') {
      return ctx.response.conflict({
        status: 'key_conflict' as const,
        message: ctx.i18n.t('errors.generic'),
      })
    }
    const { decision, holder, replayed } = outcome
    /** Entering or leaving the zone a roster position needs checks its holder in to or out of their shift. */
    /** Keyed by the door scan's key, so a replayed scan settles it without a second check-in. */
    if (decision.verdict === 'admit' && holder) {
      await shiftAtZoneDoor({
        zoneId: outcome.zoneId,
        formId: holder.id,
        direction: input.direction,
        key: input.key,
        userId: ctx.auth.getUserOrFail().id,
      }).catch((error) => logger.error({ err: error }, 'shift attendance at a door failed'))
    }
    return {
      verdict: decision.verdict,
      reason: decision.reason,
      message: ctx.i18n.locale === 'en' ? decision.message.en : decision.message.es,
      holder,
      replayed,
    }
  }

  /** The photo of someone scanned at this door (a passage here names them). */
  async photo(ctx: HttpContext) {
    const door = await this.#door(ctx)
    const form = await Form.find(ctx.params.form)
    const scanned =
      form?.photoPath &&
      (await db.from('passages').where({ door_id: door.id, form_id: form.id }).first())
    if (!form || !scanned) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    await recordFileAccess(ctx, { kind: 'photo', formId: form.id, detail: `door ${door.name}` })
    return streamPrivateFile(ctx, form.photoPath!)
  }

  /** The route's door, when this account may scan there (another door looks forbidden). */
  async #door(ctx: HttpContext) {
    const door = await doorForSteward(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    if (!door) throw new ForbiddenException(`door ${ctx.params.id}`, 'doors.not_steward')
    return door
  }
}
