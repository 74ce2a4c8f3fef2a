import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { canAccessFormType } from '#services/auth/form_access'
import ForbiddenException from '#exceptions/forbidden_exception'

/** /merchant/mform/{type}: staff see only the form types on their account (admins all). */
export default class FormTypeAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (!canAccessFormType(user, String(ctx.params.type)))
      throw new ForbiddenException(`form type ${String(ctx.params.type)}`)
    return next()
  }
}
