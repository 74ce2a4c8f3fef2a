import { createHash } from 'node:crypto'
import i18nManager from '@adonisjs/i18n/services/main'

/**
 * Key groups the public pages read: inertia/pages/{public,errors}, the
 * public layout and its components, plus the keys form definitions pass as
 * data (forms.sections.*, forms.help.*, validator.shared.fields.*). A unit
 * test checks every literal key those files use is in this list.
 */
export const PUBLIC_GROUPS = [
  'actions.',
  'app.',
  'applicants.public.',
  'desk.',
  'closed.',
  'errors.',
  'form_types.',
  'forms.',
  'home.',
  'layout.',
  'options.',
  /** The organisations' portal (inertia/pages/organisations/portal). */
  'organisations.',
  'pagination.',
  'privacy.',
  'rosters.status_page.',
  'sports.',
  'validator.shared.fields.',
  'wallets.public.',
]

/** Keyed by the locale's full dictionary, so reloaded translations make a new subset. */
const publicSubsets = new WeakMap<object, Record<string, string>>()

/**
 * The translations shared with pages (decision 0002): staff screens get the
 * whole locale; public pages, served to phones, only what they read: about
 * 40 % of it, so less to serialize per request and to download.
 */
export function sharedTranslations(locale: string, staff: boolean): Record<string, string> {
  const all = i18nManager.getTranslationsFor(locale) as Record<string, string>
  if (staff) return all
  let subset = publicSubsets.get(all)
  if (!subset) {
    subset = Object.fromEntries(
      Object.entries(all).filter(([key]) => PUBLIC_GROUPS.some((group) => key.startsWith(group)))
    )
    publicSubsets.set(all, subset)
  }
  return subset
}

const digests = new WeakMap<object, string>()

/**
 * The name the browser keeps a set of shared translations under: its
 * language, its audience and a digest of its words, so a page sends them
 * once and a changed dictionary (a release, a reload) is sent afresh.
 */
export function translationsKey(locale: string, staff: boolean): string {
  const messages = sharedTranslations(locale, staff)
  let digest = digests.get(messages)
  if (!digest) {
    digest = createHash('sha1').update(JSON.stringify(messages)).digest('hex').slice(0, 12)
    digests.set(messages, digest)
  }
  return `translations.${locale}.${staff ? 'staff' : 'public'}.${digest}`
}
