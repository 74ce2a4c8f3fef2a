import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { resolveLocale, LOCALE_COOKIE } from '#services/i18n/locales'

/** Binds the visitor's language (the locale cookie, else Spanish) to the request. */
export function useVisitorLocale(ctx: HttpContext) {
  ctx.i18n = i18nManager.locale(resolveLocale(ctx.request.plainCookie(LOCALE_COOKIE)))
  ctx.containerResolver.bindValue(I18n, ctx.i18n)
  if ('view' in ctx) {
    ctx.view.share({ i18n: ctx.i18n })
  }
}

/**
 * Every request renders in the language chosen with GET /lang/{locale}
 * (remembered in a cookie); without a choice, Spanish. Validation
 * messages come from resources/lang/<locale>/validator.json.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  async handle(ctx: HttpContext, next: NextFn) {
    useVisitorLocale(ctx)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
