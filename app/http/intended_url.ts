import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { urlFor } from '@adonisjs/core/services/url_builder'

/**
 * GET routes that answer with a file (a download, or a PDF or image the
 * browser shows), not with a page. A new route of that kind belongs here:
 * after a login, a file is fetched by a real browser navigation.
 */
export const FILE_ROUTES: ReadonlySet<string> = new Set([
  'form_exports.download',
  'form_exports.file',
  'staff_forms.export_download',
  'form_files.preview',
  'imports.download',
  'imports_atp.download',
  'restaurant_logs.export',
  'occupancy.export',
  'systems.pdfs',
  'collectives.print',
  'collectives.signature',
])

/** The staff page a file was asked for from, to show again after the login. */
const RETURN_KEY = 'intended_return'

/** Flash key of a file the next page fetches by a browser navigation. */
export const DOWNLOAD_FLASH = 'download'

/** A path on this site, never `//host` or `https://…`. */
export function isOwnPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
}

function fileRoute(path: string) {
  const name = router.match(path.split('?')[0], 'GET', false)?.route.name
  return name !== undefined && FILE_ROUTES.has(name)
}

/** The same-site staff page the request came from (its Referer), if it is one. */
function refererPage(ctx: HttpContext): string | null {
  const referer = ctx.request.header('referer')
  if (!referer) return null
  try {
    const url = new URL(referer)
    const path = url.pathname + url.search
    if (url.host !== ctx.request.host() || !url.pathname.startsWith('/merchant')) return null
    if (url.pathname === urlFor('session.create') || fileRoute(url.pathname)) return null
    return path
  } catch {
    return null
  }
}

/**
 * A page or file asked for without a valid session is kept in the session
 * only (never copied into the login URL), and so is the page a file was
 * asked for from. Only what a person navigates to is kept: a GET, a page
 * load or an Inertia visit, not a prefetch or a script's request.
 */
export function rememberIntendedUrl(ctx: HttpContext) {
  const { request, session } = ctx
  const inertiaVisit = !!request.header('x-inertia') && request.header('purpose') !== 'prefetch'
  if (request.method() !== 'GET' || !ctx.route || (request.ajax() && !inertiaVisit)) return
  session.setIntendedUrl(request.url(true))
  const back = FILE_ROUTES.has(ctx.route.name ?? '') ? refererPage(ctx) : null
  if (back) session.put(RETURN_KEY, back)
  else session.forget(RETURN_KEY)
}

/**
 * After the login, once: the page asked for, or the file asked for fetched
 * by the browser itself. An Inertia login cannot follow a redirect to a
 * file (its response would be shown as text): it lands on the page the file
 * was asked for from (or home) and that page starts the download. Any other
 * page is a full browser visit, so a file route missing from FILE_ROUTES
 * still downloads instead of showing its bytes.
 */
export function redirectToIntended(ctx: HttpContext) {
  const { session, response } = ctx
  const intended: unknown = session.pullIntendedUrl()
  const back: unknown = session.pull(RETURN_KEY, null)
  if (!isOwnPath(intended)) return response.redirect().toRoute('dashboard')
  if (!ctx.request.header('x-inertia')) return response.redirect().toPath(intended)
  if (!fileRoute(intended)) return ctx.inertia.location(intended)
  session.flash(DOWNLOAD_FLASH, intended)
  return response.redirect().toPath(isOwnPath(back) ? back : urlFor('dashboard'))
}
