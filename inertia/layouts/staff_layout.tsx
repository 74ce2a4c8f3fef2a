import { useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import FlashToaster from '~/components/flash_toaster'
import FlashDownload from '~/components/flash_download'
import LanguageSwitcher from '~/components/language_switcher'
import { visibleGroups, type MenuEntry } from '~/components/staff_menu'
import { urlFor } from '~/client'

/**
 * Staff screens: the menu (only what the user may use, grouped) shows only
 * when logged in; a sidebar on wide screens, behind a button on phones.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  const page = usePage()
  const { user, requestMenu, doorSteward, rosterLead } = page.props
  const url = page.url
  const t = useT()
  /** The phone menu is open on the page it was opened on: a visit closes it. */
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === url
  return (
    <div className="min-h-screen bg-slate-100 text-slate-900">
      <PageTitle />
      {user && (
        <header className="bg-slate-900 text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <button
              type="button"
              aria-expanded={open}
              aria-controls="staff-menu"
              onClick={() => setOpenOn(open ? null : url)}
              className="min-h-11 rounded bg-white/10 px-3 text-sm font-semibold hover:bg-white/20 lg:hidden"
            >
              {t('menu.toggle')}
            </button>
            <span className="font-semibold">{t('app.title')}</span>
            <span className="flex-1" />
            <LanguageSwitcher />
            <Link route="account.show" className="text-sm text-white/80 underline">
              {user.name}
            </Link>
            <Form route="session.destroy">
              <button
                type="submit"
                className="rounded bg-white/10 px-3 py-1.5 text-sm hover:bg-white/20"
              >
                {t('menu.logout')}
              </button>
            </Form>
          </div>
        </header>
      )}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        {user && (
          <nav
            id="staff-menu"
            aria-label={t('layout.staff_menu')}
            className={`${open ? 'block' : 'hidden'} shrink-0 lg:block lg:w-56`}
          >
            {visibleGroups(user, requestMenu, doorSteward, rosterLead).map((group) => (
              <section key={group.label} aria-labelledby={`menu-${group.label}`} className="mb-4">
                <h2
                  id={`menu-${group.label}`}
                  className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t(group.label)}
                </h2>
                <ul>
                  {group.entries.map((entry) => (
                    <li key={entry.label}>
                      <Link
                        route={entry.route}
                        routeParams={entry.routeParams as never}
                        qs={entry.qs as never}
                        aria-current={isCurrent(url, entry) ? 'page' : undefined}
                        className="flex min-h-11 items-center rounded px-3 text-sm hover:bg-white aria-[current=page]:bg-white aria-[current=page]:font-semibold"
                      >
                        {t(entry.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
        <main className="min-w-0 flex-1">{children}</main>
      </div>
      <FlashToaster />
      <FlashDownload />
    </div>
  )
}

/** Home only on itself; other entries also on their sub-pages (edit, create). */
function isCurrent(url: string, entry: MenuEntry) {
  const path = urlFor(entry.route, entry.routeParams as never)
  const pathname = url.split('?')[0]
  return pathname === path || (entry.route !== 'dashboard' && pathname.startsWith(`${path}/`))
}
