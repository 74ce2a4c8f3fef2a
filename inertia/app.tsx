import './css/app.css'
import type { ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { client } from './client'
import { layoutFor } from '~/layouts/layout_for'

createInertiaApp({
  /** Pages pass a full, translated title through <PageTitle>. */
  title: (title) => title,
  resolve: (name) =>
    resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<{ default: ComponentType }>('./pages/**/*.tsx'),
      layoutFor(name)
    ).then((module) => module.default),
  setup({ el, App, props }) {
    const app = (
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    )
    /** Public pages arrive rendered by the server (config/inertia.ts): hydrate them. */
    if (el.hasChildNodes()) hydrateRoot(el, app)
    else createRoot(el).render(app)
  },
  progress: { delay: 100, color: '#16a34a' },
})
