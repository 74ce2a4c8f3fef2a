import { readdir, readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { FORM_TYPES } from '#forms/registry'
import { fieldsOf } from '#forms/definition'
import { PUBLIC_GROUPS } from '#services/i18n/shared_translations'

/** Components (folders or files) that only staff screens mount (besides any path naming `staff`). */
const STAFF_COMPONENTS = [
  'collection/',
  'console/',
  'doors/',
  'review/',
  'designer/',
  'printing/',
  'reports/',
  'password_field.tsx',
  'current_password_field.tsx',
  'passkeys.tsx',
].map((folder) => `inertia/components/${folder}`)

/** Files rendered for public visitors: they only get PUBLIC_GROUPS (decision 0002). */
async function publicSources(): Promise<string[]> {
  const roots = [
    'inertia/pages/public',
    'inertia/pages/applicants',
    'inertia/pages/errors',
    'inertia/components',
    'inertia/hooks',
  ]
  const files = ['inertia/app.tsx', 'inertia/layouts/public_layout.tsx']
  for (const root of roots) {
    const entries = await readdir(app.makePath(root), { recursive: true })
    files.push(...entries.filter((name) => /\.tsx?$/.test(name)).map((name) => `${root}/${name}`))
  }
  return files.filter(
    (file) => !/staff/.test(file) && !STAFF_COMPONENTS.some((folder) => file.startsWith(folder))
  )
}

const isPublic = (key: string) => PUBLIC_GROUPS.some((group) => key.startsWith(group))

test.group('Translations shared with public pages', () => {
  test('every key a public page reads is in the public groups', async ({ assert }) => {
    const keys = new Set<string>()
    for (const file of await publicSources()) {
      const source = await readFile(app.makePath(file), 'utf8')
      /** t('a.b'), t(`a.${x}`): the literal part up to any placeholder. */
      for (const match of source.matchAll(/\bt\(\s*['"`]([a-z_]+\.[^'"`$]*)/g)) keys.add(match[1])
    }
    assert.isAbove(keys.size, 20)
    assert.deepEqual(
      [...keys].filter((key) => !isPublic(key)),
      []
    )
  })

  test('the keys form definitions pass to the public form are in the public groups', ({
    assert,
  }) => {
    const keys = Object.values(FORM_TYPES).flatMap((definition) => [
      ...definition.rules,
      ...definition.sections.map((section) => section.title),
      ...fieldsOf(definition).flatMap((field) => (field.help ? [field.help] : [])),
    ])
    assert.deepEqual(
      keys.filter((key) => !isPublic(key)),
      []
    )
  })
})
