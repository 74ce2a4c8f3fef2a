import type { HttpContext } from '@adonisjs/core/http'
import { deskScope, lookUpForm, lookUpScan } from '#services/auth/form_access'
import { assignRfid } from '#services/badges/rfid_assignment'
import { seenForm } from '#http/seen_form'
import { rfidValidator, rfidScanValidator } from '#validators/rfid'

/** RFID tags: from the request's page and the console's assign mode. */
export default class RfidController {
  /** POST systems/scan {code}: the credential a badge names, for the assign mode. */
  async scan(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(rfidScanValidator)
    const lookup = await lookUpScan(deskScope(ctx.auth.getUserOrFail()), code)
    const form = await seenForm(ctx, lookup)
    if (!form) {
      const key = lookup.replaced ? 'rfid.card_replaced' : 'rfid.not_found'
      return ctx.response.notFound({ message: ctx.i18n.t(key) })
    }
    return {
      form: {
        id: form.id,
        name: form.name,
        lastName: form.lastName,
        type: form.type,
        state: form.state,
        rfid: form.rfid,
      },
    }
  }

  /** POST systems/{id}/rfid {rfid, confirm}: assign, move (confirmed) or remove (empty) a tag. */
  async update(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { rfid = '', confirm = false } = await ctx.request.validateUsing(rfidValidator)
    const scope = deskScope(user)
    const form = await seenForm(ctx, lookUpForm(scope, Number(ctx.params.id)))
    if (!form) {
      return ctx.response.notFound({
        status: 'not_found' as const,
        message: ctx.i18n.t('rfid.not_found'),
      })
    }
    const outcome = await assignRfid(form.id, rfid, { confirm, userId: user.id, scope })
    switch (outcome.status) {
      case 'assigned':
        return {
          ...outcome,
          message: ctx.i18n.t(
            outcome.rfid === null
              ? 'rfid.removed'
              : outcome.takenFrom
                ? 'rfid.moved'
                : 'rfid.assigned',
            { rfid: outcome.rfid ?? '', holder: outcome.takenFrom?.name ?? '' }
          ),
        }
      case 'taken':
        return ctx.response.conflict({
          ...outcome,
          message: outcome.holder
            ? ctx.i18n.t('rfid.taken', { holder: outcome.holder.name })
            : ctx.i18n.t('rfid.taken_hidden'),
        })
      case 'invalid':
        return ctx.response.unprocessableEntity({ ...outcome, message: ctx.i18n.t('rfid.invalid') })
      case 'not_found':
        return ctx.response.notFound({ ...outcome, message: ctx.i18n.t('rfid.not_found') })
    }
  }
}
