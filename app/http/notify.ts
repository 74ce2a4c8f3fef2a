import type { HttpContext } from '@adonisjs/core/http'

/** The flash message (a type and a message), shown as a toast. */
export type Notification = { type: 'success' | 'error' | 'info'; message: string }

/** Flash a translated toast for the next page. */
export function notify(
  ctx: HttpContext,
  type: Notification['type'],
  key: string,
  data?: Record<string, unknown>
) {
  ctx.session.flash('notification', { type, message: ctx.i18n.t(key, data) } satisfies Notification)
}
