import { readdir, readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

async function keysOf(locale: string): Promise<Set<string>> {
  const directory = app.languageFilesPath(locale)
  const keys = new Set<string>()
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        walk(child, prefix ? `${prefix}.${key}` : key)
    } else {
      keys.add(prefix)
    }
  }
  const files = await readdir(directory)
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(await readFile(`${directory}/${file}`, 'utf8')), file.replace(/\.json$/, ''))
  }
  return keys
}

test.group('Translations', () => {
  test('es and en define exactly the same keys', async ({ assert }) => {
    const es = await keysOf('es')
    const en = await keysOf('en')
    assert.isAbove(es.size, 50)
    assert.deepEqual(
      [...es].filter((key) => !en.has(key)),
      [],
      'keys only in es'
    )
    assert.deepEqual(
      [...en].filter((key) => !es.has(key)),
      [],
      'keys only in en'
    )
  })

  test('no translation is empty', async ({ assert }) => {
    for (const locale of ['es', 'en']) {
      const directory = app.languageFilesPath(locale)
      for (const file of await readdir(directory)) {
        const text = await readFile(`${directory}/${file}`, 'utf8')
        assert.notMatch(text, /:\s*""/, `${locale}/${file} has an empty message`)
      }
    }
  })
})
