import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The built assets' version, hashed once at boot: left unset, @adonisjs/inertia
 * stringifies and hashes the whole Vite manifest again for every request
 * (about 5 % of a public page's CPU). Development serves no manifest.
 */
function builtAssetsVersion() {
  if (!app.inProduction) return undefined
  try {
    const manifest = readFileSync(app.makePath('public/assets/.vite/manifest.json'))
    return createHash('md5').update(manifest).digest('hex')
  } catch {
    return undefined
  }
}

/** Page folders rendered on the server: what a visitor sees without signing in, and the doors. */
const SERVER_RENDERED = ['public/', 'errors/', 'doors/', 'bench/', 'applicants/']

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: builtAssetsVersion(),
  /**
   * Public pages are rendered on the server so a visitor on a slow phone
   * sees the form before the JavaScript has run; staff screens stay
   * client-rendered (desktop, behind a login). Page folders are named by
   * domain, so the server-rendered ones are listed (the door screens too).
   */
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => SERVER_RENDERED.some((folder) => page.startsWith(folder)),
  },
})

export default inertiaConfig
