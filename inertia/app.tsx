import './css/app.css'
import type { ComponentType, ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { client } from './client'
import PublicLayout from '~/layouts/public_layout'
import StaffLayout from '~/layouts/staff_layout'

/** Staff pages (except login and password reset) get the staff layout. */
function layoutFor(name: string) {
  const staff = name.startsWith('merchant/') && !name.startsWith('merchant/auth/')
  return staff
    ? (page: ReactNode) => <StaffLayout>{page}</StaffLayout>
    : (page: ReactNode) => <PublicLayout>{page}</PublicLayout>
}

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
    createRoot(el).render(
      <TuyauProvider client={client}>
        <App {...props} />
      </TuyauProvider>
    )
  },
  progress: { delay: 100, color: '#16a34a' },
})
