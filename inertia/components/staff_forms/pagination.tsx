// eslint-disable-next-line @adonisjs/prefer-adonisjs-inertia-link -- list URLs carry the current filters
import { Link } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'

type Props = { currentPage: number; lastPage: number; href: (page: number) => string }

/** Shown only when there is more than one page (SPEC §2). */
export default function Pagination({ currentPage, lastPage, href }: Props) {
  const t = useT()
  if (lastPage <= 1) return null
  return (
    <nav aria-label={t('forms_admin.pagination')} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {currentPage > 1 ? (
        <Link href={href(currentPage - 1)} className="rounded border border-slate-300 bg-white px-3 py-1.5" preserveScroll>
          {t('forms_admin.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('forms_admin.page_of', { page: currentPage, last: lastPage })}</span>
      {currentPage < lastPage ? (
        <Link href={href(currentPage + 1)} className="rounded border border-slate-300 bg-white px-3 py-1.5" preserveScroll>
          {t('forms_admin.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
