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
  ],
})
