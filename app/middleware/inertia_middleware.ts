import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { DEFAULT_LOCALE } from '#services/i18n/locales'
import { organiserZone } from '#services/i18n/time_zone'
import { sharedTranslations, translationsKey } from '#services/i18n/shared_translations'
import { formTypesBySport } from '#forms/registry'
import SessionUserTransformer from '#transformers/session_user_transformer'
import type { Notification } from '#http/notify'
import { DOWNLOAD_FLASH, isOwnPath } from '#http/intended_url'
import { isDoorSteward } from '#services/doors/steward_access'
import { isRosterLead } from '#services/rosters/desk_access'

/** What a response flashes to the page: at most one notification, and a file to fetch. */
export type FlashData = { notification?: Notification; download?: string }

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  share(ctx: HttpContext) {
    /**
     * Error pages can be rendered before the session, i18n or auth
     * middleware ran: treat every context property as optional.
     */
    const { auth, i18n } = ctx as Partial<HttpContext>
    const locale = i18n?.locale ?? DEFAULT_LOCALE
    const user = auth?.user
    const staff = ctx.request.url().startsWith('/merchant')

    return {
      /** The staff menu's request lists, grouped by sport as the registry declares them. */
      requestMenu: user && staff ? formTypesBySport() : null,
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      locale: ctx.inertia.always(locale),
      /** Dates and times on pages are shown in the organiser's zone, not the browser's. */
      timeZone: ctx.inertia.always(organiserZone()),
      /**
       * Sent once per language and audience: the browser keeps them under
       * their key and says so on later visits, so a staff list's page data
       * stops carrying ~46 KB of messages every time. One level down:
       * Inertia's serializer copies every top-level key of each prop.
       */
      translations: ctx.inertia.once(() => ({ messages: sharedTranslations(locale, staff) }), {
        key: translationsKey(locale, staff),
      }),
      user: ctx.inertia.always(user ? SessionUserTransformer.transform(user) : null),
      /** The account is given a zone's doors (menu entry; checked again on every scan). */
      doorSteward: user && staff ? () => isDoorSteward(user) : false,
      /** The account leads a roster position (menu entry; checked again by the desk). */
      rosterLead: user && staff ? () => isRosterLead(user) : false,
    }
  }

  /**
   * The toast of this response (and a file to fetch after a login), as
   * Inertia's first-class flash: used once, never stored in the history, so
   * pressing Back does not show it (or download it) again.
   */
  flash(ctx: HttpContext): FlashData {
    const flashed = (ctx as Partial<HttpContext>).session?.flashMessages
    const notification: Notification | undefined = flashed?.get('notification')
    const download: unknown = flashed?.get(DOWNLOAD_FLASH)
    return {
      ...(notification ? { notification } : {}),
      ...(isOwnPath(download) ? { download } : {}),
    }
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
