import app from '@adonisjs/core/services/app'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as authErrors } from '@adonisjs/auth'
import { logAccess } from '#services/auth/access_log'
import { useVisitorLocale } from '#middleware/detect_user_locale_middleware'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { wantsJson } from '#http/wants_json'
import { deviceApiError, isDeviceApi } from '#http/device_api_errors'
import { isPartnerApi, partnerApiError } from '#http/partner_api_errors'
import { isDatabaseUnavailable } from '#services/infrastructure/database_health'
import { redirectBack } from '#http/redirect_back'
import { rememberIntendedUrl } from '#http/intended_url'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { portalUploadTooLarge } from '#http/upload_too_large'

export default class HttpExceptionHandler extends ExceptionHandler {
  /** Stack traces only while developing, never to visitors or in tests. */
  protected debug = app.inDev

  /** Visitors always get our pages (404, 503, 500), in their language. */
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    '503': (_, { inertia }) => inertia.render('errors/unavailable', {}),
    '500..502': (_, { inertia }) => inertia.render('errors/server_error', {}),
    '504..599': (_, { inertia }) => inertia.render('errors/server_error', {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    /** A path no route matches never ran the router's middleware: its page still speaks the visitor's language. */
    if (!(ctx as Partial<HttpContext>).i18n) useVisitorLocale(ctx)
    /** The devices' API answers JSON even where its routes' middleware never ran (no route, a body too large). */
    const deviceApi = isDeviceApi(ctx)
    if (deviceApi) ctx.request.request.headers.accept = 'application/json'
    /** So does the partner API, with its own stable codes. */
    if (isPartnerApi(ctx)) {
      ctx.request.request.headers.accept = 'application/json'
      if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
        ctx.response.header('Retry-After', String(error.response.availableIn))
      }
      return partnerApiError(error, ctx, isDatabaseUnavailable(error) ? 503 : undefined)
    }
    /** Too many attempts: a translated message, 429 for non-page clients. */
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      const message = ctx.i18n.t('errors.too_many_requests', {
        seconds: error.response.availableIn,
      })
      ctx.response.header('Retry-After', String(error.response.availableIn))
      if (deviceApi) return ctx.response.status(429).send({ error: 'too_many_requests', message })
      if (ctx.request.header('x-inertia')) {
        ctx.session.flash('notification', { type: 'error', message })
        return redirectBack(ctx)
      }
      return ctx.response.status(429).send(wantsJson(ctx) ? { message } : message)
    }

    if (deviceApi && (error as { code?: string } | null)?.code !== 'E_VALIDATION_ERROR') {
      return deviceApiError(error, ctx, isDatabaseUnavailable(error) ? 503 : undefined)
    }

    /** A stale form (expired session): ask to try again instead of a bare 403. */
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN) {
      logAccess(ctx, 'csrf_refused')
      const message = ctx.i18n.t('errors.session_expired')
      if (wantsJson(ctx) || !ctx.session) {
        return ctx.response.status(403).send(wantsJson(ctx) ? { message } : message)
      }
      ctx.session.flash('notification', { type: 'error', message })
      return redirectBack(ctx)
    }

    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
      logAccess(ctx, 'unauthenticated', { reason: 'no staff session' })
      /** To the bare login URL: the page asked for waits in the session, its query string too. */
      if (ctx.session && !wantsJson(ctx)) {
        rememberIntendedUrl(ctx)
        return ctx.response.redirect().toPath(error.redirectTo ?? urlFor('session.create'))
      }
    }

    /** A body over the parser's limit: a translated page (or message), not a bare 413. */
    if ((error as { code?: string } | null)?.code === 'E_REQUEST_ENTITY_TOO_LARGE') {
      if (await portalUploadTooLarge(ctx)) return
      if (wantsJson(ctx)) {
        return ctx.response.status(413).send({ message: ctx.i18n.t('errors.pages.too_large.body') })
      }
      const page = await ctx.inertia.render('errors/too_large', {})
      return ctx.response.status(413).send(page)
    }

    /** Database down: a "try again" page (503) instead of a stack trace. */
    if (isDatabaseUnavailable(error)) {
      return super.handle(Object.assign(new Error('Database unavailable'), { status: 503 }), ctx)
    }

    return super.handle(error, ctx)
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
