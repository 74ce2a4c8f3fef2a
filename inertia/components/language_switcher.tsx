import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'

const LOCALES = ['es', 'en'] as const

/**
 * Plain links: the locale route sets the cookie and sends the visitor
 * back to the page they were on, now rendered in that language.
 */
export default function LanguageSwitcher() {
  const { locale } = usePage().props
  const t = useT()
  return (
    <nav aria-label={t('layout.language')} className="flex gap-1 text-sm">
      {LOCALES.map((code) => (
        <a
          key={code}
          href={urlFor('locale.update', { locale: code })}
          lang={code}
          aria-current={code === locale ? 'true' : undefined}
          className={`rounded px-2 py-1 font-medium uppercase ${
            code === locale ? 'bg-white/20 text-white' : 'text-white/80 hover:text-white'
          }`}
        >
          {code}
        </a>
      ))}
    </nav>
  )
}
