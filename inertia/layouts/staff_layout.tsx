import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FlashToaster from '~/components/flash_toaster'
import LanguageSwitcher from '~/components/language_switcher'
import { visibleEntries } from '~/components/staff_menu'

/** Staff screens: the navbar (menu filtered by capability) shows only when logged in. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  const page = usePage()
  const { user } = page.props
  const url = page.url
  const t = useT()
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <PageTitle />
      {user && (
        <header className="bg-slate-900 text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <span className="font-semibold">{t('app.title')}</span>
            <nav aria-label={t('layout.staff_menu')} className="flex flex-1 flex-wrap gap-1">
              {visibleEntries(user).map((entry) => (
                <Link
                  key={entry.path}
                  route={entry.route}
                  routeParams={entry.routeParams as never}
                  aria-current={isCurrent(url, entry.path) ? 'page' : undefined}
                  className="rounded px-3 py-1.5 text-sm hover:bg-white/10 aria-[current=page]:bg-white/20"
                >
                  {t(entry.label)}
                </Link>
              ))}
            </nav>
            <LanguageSwitcher />
            <span className="text-sm text-white/80">{user.name}</span>
            <Form route="session.destroy">
              <button type="submit" className="rounded bg-white/10 px-3 py-1.5 text-sm hover:bg-white/20">
                {t('menu.logout')}
              </button>
            </Form>
          </div>
        </header>
      )}
      <main className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <FlashToaster />
    </div>
  )
}

/** Home only on itself; other entries also on their sub-pages (edit, create). */
function isCurrent(url: string, path: string) {
  const pathname = url.split('?')[0]
  return pathname === path || (path !== '/merchant' && pathname.startsWith(`${path}/`))
}
