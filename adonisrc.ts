import { indexPages } from '@adonisjs/inertia'
import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { generateRegistry } from '@tuyau/core/hooks'
import { DATA_FOLDERS } from './start/data_folders.js'

export default defineConfig({
  experimental: {},

  /** app.tmpPath() is the instance's own data folder (DATA_DIR), resolved at boot. */
  directories: { tmp: DATA_FOLDERS.tmp },

  /* Ace commands from packages; ./commands is scanned automatically */
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/cache/commands'),
    () => import('@adonisjs/queue/commands'),
    () => import('@adonisjs/inertia/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/cache/cache_provider'),
    () => import('@adonisjs/queue/queue_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
  ],

  preloads: [
    () => import('#start/encryption'),
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/limiter'),
    () => import('#start/mail'),
    () => import('#start/view'),
    () => import('#start/privacy'),
    { file: () => import('#start/worker'), environment: ['web'] },
    { file: () => import('#start/upload_sweep'), environment: ['web'] },
    { file: () => import('#start/gates'), environment: ['web'] },
    { file: () => import('#start/organisations'), environment: ['web'] },
    { file: () => import('#start/doors'), environment: ['web'] },
    { file: () => import('#start/devices'), environment: ['web'] },
    { file: () => import('#start/staff_sessions'), environment: ['web'] },
    { file: () => import('#start/webhooks'), environment: ['web'] },
    { file: () => import('#start/badge_renderers'), environment: ['web'] },
  ],

  tests: {
    suites: [
      { files: ['tests/unit/**/*.spec.{ts,js}'], name: 'unit', timeout: 5000 },
      { files: ['tests/functional/**/*.spec.{ts,js}'], name: 'functional', timeout: 30000 },
      { files: ['tests/browser/**/*.spec.{ts,js}'], name: 'browser', timeout: 120000 },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: false },
    /** The public downloads (manual, authorization, commitment...) ship with the build. */
    { pattern: 'resources/documents/**', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    { pattern: 'database/data/**', reloadServer: false },
  ],

  hooks: {
    init: [
      indexEntities({ transformers: { enabled: true, withSharedProps: true } }),
      indexPages({ framework: 'react' }),
      generateRegistry(),
    ],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
