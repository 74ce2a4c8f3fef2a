import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { FIELD_KINDS } from '#forms/field_kinds'
import { formTypeSlugs } from '#forms/registry'

/**
 * The registry answers questions about kinds and types: a field's kind is
 * asked about only in its module (app/forms/kinds/), a form type's slug is
 * compared only in app/forms/ (its definition says what the type does).
 * Everywhere else asks the kind or the definition for a capability or flag.
 */
const SCANNED = ['app', 'inertia']

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const alternatives = (names: readonly string[]) => names.join('|')

/** Comparing a field's kind with a kind's name, a switch on it, or a lookup of it in a set. */
function kindQuestions(source: string): string[] {
  const kinds = alternatives(FIELD_KINDS)
  const patterns = [
    new RegExp(`\\bkind\\s*[!=]==?\\s*['"](?:${kinds})['"]`, 'g'),
    new RegExp(`['"](?:${kinds})['"]\\s*[!=]==?\\s*[\\w.?]*\\bkind\\b`, 'g'),
    /\bswitch\s*\(\s*[\w.?]*\bkind\s*\)/g,
    /\.(?:has|includes)\(\s*[\w.?]*\bfield\.kind\s*\)/g,
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]))
}

/** A type or slug compared with a form type's slug, either way round. */
function slugComparisons(source: string): string[] {
  const slugs = alternatives(formTypeSlugs())
  const patterns = [
    new RegExp(`\\b(?:type|slug)\\s*[!=]==?\\s*['"](?:${slugs})['"]`, 'g'),
    new RegExp(`['"](?:${slugs})['"]\\s*[!=]==?\\s*[\\w.?]*\\b(?:type|slug)\\b`, 'g'),
    new RegExp(`\\bcase\\s+['"](?:${slugs})['"]\\s*:`, 'g'),
  ]
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]))
}

async function findings(allowed: string, find: (source: string) => string[]): Promise<string[]> {
  const found: string[] = []
  for (const folder of SCANNED) {
    for (const file of await sourceFiles(app.makePath(folder))) {
      const path = relative(app.makePath(), file).split(sep).join('/')
      if (path.startsWith(allowed)) continue
      for (const match of find(await readFile(file, 'utf8'))) found.push(`${path}: ${match}`)
    }
  }
  return found
}

test.group('The registry answers kind and type questions', () => {
  test('no file outside app/forms/kinds/ asks which kind a field is', async ({ assert }) => {
    assert.deepEqual(await findings('app/forms/kinds/', kindQuestions), [])
  })

  test('no file outside app/forms/ decides by a form type slug', async ({ assert }) => {
    assert.deepEqual(await findings('app/forms/', slugComparisons), [])
  })

  test('the checks see the questions they forbid', ({ assert }) => {
    assert.deepEqual(
      kindQuestions(
        "if (field.kind !== 'photo') x\n'email' === spec.kind\nswitch (field.kind) {}\nTYPED.has(entry.field.kind)"
      ),
      ["kind !== 'photo'", "'email' === spec.kind", 'switch (field.kind)', '.has(entry.field.kind)']
    )
    assert.deepEqual(
      slugComparisons(
        "const a = type === 'ballboy'\ndefinition.slug !== 'guest'\n'player' == props.type\ncase 'press':"
      ),
      ["type === 'ballboy'", "slug !== 'guest'", "'player' == props.type", "case 'press':"]
    )
    assert.deepEqual(
      kindQuestions("notice.kind === 'error'\nrestaurant.kind === 'lunch'\nKINDS[field.kind]"),
      [],
      'other kinds and a lookup by kind are not questions about a field kind'
    )
    assert.deepEqual(slugComparisons("log.type === 'state'\nroute({ type: 'guest' })"), [])
  })
})
