import type { HttpContext } from '@adonisjs/core/http'
import { isLocale, LOCALE_COOKIE } from '#services/i18n/locales'

export default class LocaleController {
  /**
   * GET /lang/{locale}: remember es or en in a cookie; anything else
   * changes nothing. Either way the visitor returns to the page they were on.
   */
  async update({ params, response }: HttpContext) {
    if (isLocale(params.locale)) {
      response.plainCookie(LOCALE_COOKIE, params.locale, {
        maxAge: '1y',
        httpOnly: true,
        sameSite: 'lax',
      })
    }
    return response.redirect().withQs().back()
  }
}
