import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import FlashToaster from '~/components/flash_toaster'
import LanguageSwitcher from '~/components/language_switcher'

/** Public pages: phone first, language switcher, privacy links. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <PageTitle />
      <header className="bg-emerald-800 text-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
          <Link route="home" className="text-lg font-semibold">
            {t('app.title')}
          </Link>
          <LanguageSwitcher />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <nav
          aria-label={t('layout.legal')}
          className="mx-auto flex max-w-3xl flex-wrap gap-x-4 gap-y-2 px-4 py-4 text-sm text-slate-600"
        >
          <a href={urlFor('privacy.policy')} className="underline">
            {t('layout.privacy_policy')}
          </a>
          <a href={urlFor('privacy.accreditation')} className="underline">
            {t('layout.privacy_accreditation')}
          </a>
          <a href={urlFor('privacy.consent')} className="underline">
            {t('layout.privacy_consent')}
          </a>
        </nav>
      </footer>
      <FlashToaster />
    </div>
  )
}
