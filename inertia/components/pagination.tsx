import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'

type Props = {
  currentPage: number
  lastPage: number
  /** Builds the address of a page, keeping the list's filters. */
  href: (page: number) => string
}

/** Previous / next links; shown only when there is more than one page (SPEC §2). */
export default function Pagination({ currentPage, lastPage, href }: Props) {
  const t = useT()
  if (lastPage <= 1) return null
  const linkClass = 'min-h-11 rounded border border-slate-300 px-4 py-2.5'
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {currentPage > 1 ? (
        <Link href={href(currentPage - 1)} className={linkClass} preserveState>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('pagination.page', { current: currentPage, last: lastPage })}</span>
      {currentPage < lastPage ? (
        <Link href={href(currentPage + 1)} className={linkClass} preserveState>
          {t('pagination.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
