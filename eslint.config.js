import { configApp } from '@adonisjs/eslint-config'

export default configApp({
  ignores: ['.adonisjs/**', 'database/schema.ts', 'public/assets/**', 'build/**', 'tmp/**', 'bench/results/**'],
})
