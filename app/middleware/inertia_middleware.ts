import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import { DEFAULT_LOCALE } from '#services/locale'
import { sharedTranslations } from '#services/shared_translations'
import { capabilitiesOf } from '#services/capabilities'
import { formTypesOf } from '#services/form_access'
import type { Notification } from '#services/notify'

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  share(ctx: HttpContext) {
    /**
     * Error pages can be rendered before the session, i18n or auth
     * middleware ran: treat every context property as optional.
     */
    const { session, auth, i18n } = ctx as Partial<HttpContext>
    const locale = i18n?.locale ?? DEFAULT_LOCALE
    const user = auth?.user
    const notification: Notification | undefined = session?.flashMessages.get('notification')

    return {
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      locale: ctx.inertia.always(locale),
      /**
       * One level down: Inertia's serializer copies every top-level key of
       * each prop on every request (~700 messages: a tenth of a public page's
       * CPU) and passes nested objects through as they are.
       */
      translations: ctx.inertia.always({
        messages: sharedTranslations(locale, ctx.request.url().startsWith('/merchant')),
      }),
      flash: ctx.inertia.always(notification ?? null),
      user: ctx.inertia.always(
        user
          ? {
              id: user.id,
              name: user.name,
              lastName: user.lastName,
              email: user.email,
              capabilities: capabilitiesOf(user),
              formTypes: formTypesOf(user),
            }
          : null
      ),
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
