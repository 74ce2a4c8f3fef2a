import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'

type Props = {
  currentPage: number
  lastPage: number
  /** Builds the address of a page, keeping the list's filters. */
  href: (page: number) => string
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

/** Previous, page numbers and next; shown only when there is more than one page. */
export default function Pagination({ currentPage, lastPage, href, only }: Props) {
  const t = useT()
  if (lastPage <= 1) return null
  const linkClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 bg-white px-3'
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      {currentPage > 1 ? (
        <Link href={href(currentPage - 1)} className={linkClass} only={only} preserveScroll>
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
                  href={href(page)}
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
        <Link href={href(currentPage + 1)} className={linkClass} only={only} preserveScroll>
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
