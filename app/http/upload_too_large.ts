import type { HttpContext } from '@adonisjs/core/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { UPLOAD_MAX_MEGABYTES } from '#config/bodyparser'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'

/** The manager's portal: its pages show a refusal on the page, not on an error page. */
function isPortalPage(ctx: HttpContext) {
  const pattern = ctx.route?.pattern ?? ''
  return (pattern === '/organisation' || pattern.startsWith('/organisation/')) && !wantsJson(ctx)
}

/**
 * A portal upload (a photo, a spreadsheet and its photos) over the body
 * parser's limit: the manager goes back to the page they sent it from, with
 * a translated message there. The parser refused before the session started,
 * so it is started here for the message. False for any other page.
 */
export async function portalUploadTooLarge(ctx: HttpContext): Promise<boolean> {
  if (!isPortalPage(ctx)) return false
  const session = await ctx.containerResolver.make(SessionMiddleware)
  await session.handle(ctx, async () => {
    /** The spreadsheet's page says how to split an upload; the others ask for a smaller file. */
    const key =
      ctx.route?.name === 'organisation_imports.store'
        ? 'organisations.import.too_large'
        : 'organisations.portal.too_large'
    notify(ctx, 'error', key, { megabytes: UPLOAD_MAX_MEGABYTES })
    redirectBack(ctx)
  })
  return true
}
