import { Link, type LinkParams } from '@adonisjs/inertia/react'
import type { InferRoutes, UserRegistry } from '@tuyau/core/types'
import { useT } from '~/hooks/use_t'

type Routes = InferRoutes<UserRegistry>

type Props<Route extends keyof Routes> = Omit<LinkParams<Route>, 'qs' | 'method'> & {
  currentPage: number
  lastPage: number
  /** A page's query string: the list's filters, kept on every page, and the page itself. */
  qs: (page: number) => Record<string, string | number>
  /** Props a page change reloads (a partial reload); everything when unset. */
  only?: string[]
}

/** The first, the last and the pages around the current one; null marks a gap. */
export function pageNumbers(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b)
  return shown.flatMap((page, index) =>
    index > 0 && page - shown[index - 1] > 1 ? [null, page] : [page]
  )
}

/**
 * Previous, page numbers and next; shown only when there is more than one
 * page. Every link is the list's route with the page's query string.
 */
export default function Pagination<Route extends keyof Routes>({
  currentPage,
  lastPage,
  route,
  routeParams,
  qs,
  only,
}: Props<Route>) {
  const t = useT()
  if (lastPage <= 1) return null
  const linkClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 bg-white px-3'
  const target = (page: number) =>
    ({ route, routeParams, qs: qs(page) }) as unknown as LinkParams<keyof Routes>
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      {currentPage > 1 ? (
        <Link {...target(currentPage - 1)} className={linkClass} only={only} preserveScroll>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageNumbers(currentPage, lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={page}>
              {page === currentPage ? (
                <span
                  aria-current="page"
                  className={`${linkClass} border-emerald-800 bg-emerald-800 font-semibold text-white`}
                >
                  {page}
                </span>
              ) : (
                <Link
                  {...target(page)}
                  className={linkClass}
                  aria-label={t('pagination.page', { current: page, last: lastPage })}
                  only={only}
                  preserveScroll
                >
                  {page}
                </Link>
              )}
            </li>
          )
        )}
      </ol>
      {currentPage < lastPage ? (
        <Link {...target(currentPage + 1)} className={linkClass} only={only} preserveScroll>
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
