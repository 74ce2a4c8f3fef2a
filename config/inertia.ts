import { defineConfig } from '@adonisjs/inertia'

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  /**
   * Public pages are rendered on the server so a visitor on a slow phone
   * sees the form before the JavaScript has run; staff screens stay
   * client-rendered (desktop, behind a login).
   */
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
    pages: (_ctx, page) => !page.startsWith('merchant/'),
  },
})

export default inertiaConfig
