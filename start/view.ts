/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
| The page object of client-rendered pages (staff screens) is written into
| the HTML by the `@inertia()` tag. The stock global escapes only `/`, so a
| name such as `<!--<script>` stopped every staff page that showed it from
| starting. This replaces it with the same markup and script-safe JSON.
*/

import edge from 'edge.js'
import { scriptSafeJson } from '#services/security/script_safe_json'

type Page = { ssrBody?: string } & Record<string, unknown>
type Attributes = { id?: string; class?: string; as?: string }

/** A plugin, so it runs after (and replaces) the one @adonisjs/inertia registers. */
edge.use((instance) =>
  instance.global('inertia', (page: Page = {}, attributes: Attributes = {}) => {
    if (page.ssrBody) return page.ssrBody
    const id = attributes.id || 'app'
    const tag = attributes.as || 'div'
    const className = attributes.class ? ` class="${attributes.class}"` : ''
    return `<script data-page="${id}" type="application/json">${scriptSafeJson(page)}</script><${tag} id="${id}"${className}></${tag}>`
  })
)
