import type { ComponentType } from 'react'
import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { client } from '~/client'
import { layoutFor } from '~/layouts/layout_for'

type Rendered = Promise<{ head: string[]; body: string }>

/**
 * The same page object renders the same HTML (public pages read nothing but
 * their props), and most anonymous visitors get identical page objects: keep
 * the last renders, least recently used out first. A few MB at most. The
 * translations (most of a page's JSON) are the server's shared object for the
 * locale: they key the cache by identity, not by being stringified each time.
 */
const RECENT_LIMIT = 100
const recentByMessages = new WeakMap<object, Map<string, Rendered>>()
/** A page without the shared translations (none today) still renders, with its own cache. */
const NO_MESSAGES = {}

/** Server rendering of public pages: visitors on slow phones see content before JS runs. */
export default function render(page: any): Rendered {
  const { translations, ...props } = page.props
  const messages: object = translations?.messages ?? NO_MESSAGES
  let recent = recentByMessages.get(messages)
  if (!recent) {
    recent = new Map()
    recentByMessages.set(messages, recent)
  }
  const key = JSON.stringify({ ...page, props })
  const cached = recent.get(key)
  if (cached) {
    recent.delete(key)
    recent.set(key, cached)
    return cached
  }
  const rendered = renderPage(page)
  recent.set(key, rendered)
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!)
  rendered.catch(() => recent.delete(key))
  return rendered
}

function renderPage(page: any): Rendered {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    resolve: (name) =>
      resolvePageComponent(
        `./pages/${name}.tsx`,
        import.meta.glob<{ default: ComponentType }>('./pages/**/*.tsx', { eager: true }),
        layoutFor(name)
      ).then((module) => module.default),
    setup: ({ App, props }) => (
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    ),
  })
}
