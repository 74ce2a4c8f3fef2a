import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(...react, {
  ignores: [
    '.adonisjs/**',
    'database/schema.ts',
    'public/assets/**',
    'build/**',
    'tmp/**',
    'bench/results/**',
    // The PWA plugin's development worker, written while the dev server or the tests run.
    'dev-dist/**',
    'public/desk-sw.js',
    'public/workbox-*.js',
  ],
})
