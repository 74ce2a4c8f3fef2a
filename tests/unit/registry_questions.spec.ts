import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { FIELD_KINDS } from '#forms/field_kinds'
import { formTypeList, formTypeSlugs } from '#forms/registry'
import { detailModel } from '#forms/definition'
import { guardianTables, playerPlaceTables, purgedDetailColumns } from '#forms/detail_columns'

/**
 * The registry answers questions about kinds and types: a field's kind is
 * asked about only in its module (app/forms/kinds/), a form type's slug is
 * compared only in app/forms/ (its definition says what the type does).
 * Everywhere else asks the kind or the definition for a capability or flag.
 * Form-type knowledge lives only there too: no file outside app/forms/
 * names a detail table, or a slug as the value of a type or category, in
 * its strings; services build their SQL from what the definition declares.
 */
const SCANNED = ['app', 'inertia']

/**
 * Files whose `kind` is a badge template element's (photo, text, barcode...),
 * not a form field's: some element kinds share a field kind's name.
 */
const BADGE_ELEMENT_KINDS = [
  'app/services/badges/badge_pdf.ts',
  'app/services/badges/badge_render.ts',
  'app/services/badges/template_rules.ts',
  'inertia/components/designer/',
]

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

/** Comments dropped: what they say is no query. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** Every string literal: quoted, double-quoted or a template (its whole text). */
const stringLiterals = (source: string) =>
  [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(
    (match) => match[0]
  )

const QUOTE = `['"\`]`

/**
 * A detail table named in a string (a query's table or column, raw SQL), or
 * a slug given as a type's or category's value: a query's `where('type',
 * 'x')` or `whereIn('forms.category', [...])`, an object's `type: 'x'`, a
 * list of types asked whether it holds one, SQL text comparing with one.
 */
function typeKnowledge(source: string): string[] {
  const code = withoutComments(source)
  const table = new RegExp(
    `\\b(?:${alternatives(formTypeList().map((definition) => definition.detailTable))})\\b`
  )
  const tables = stringLiterals(code).filter((literal) => table.test(literal))
  const slug = `${QUOTE}(?:${alternatives(formTypeSlugs())})${QUOTE}`
  const column = `${QUOTE}(?:[\\w.]*\\.)?(?:type|category)${QUOTE}`
  const patterns = [
    new RegExp(`${column}\\s*,\\s*${slug}`, 'g'),
    new RegExp(`${column}\\s*,\\s*\\[[^\\]]*${slug}[^\\]]*\\]`, 'g'),
    new RegExp(`\\b(?:type|category)\\s*:\\s*${slug}`, 'g'),
    new RegExp(
      `\\b\\w*(?:[Tt]ypes|[Ss]lugs|[Cc]ategories)\\.(?:includes|has)\\(\\s*${slug}\\s*\\)`,
      'g'
    ),
    new RegExp(
      `\\b(?:type|category)\\s*(?:=|<>|!=)\\s*'(?:${alternatives(formTypeSlugs())})'`,
      'g'
    ),
  ]
  const slugs = patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[0]))
  return [...tables, ...slugs]
}

async function findings(
  allowed: string | string[],
  find: (source: string) => string[],
  folders = SCANNED
): Promise<string[]> {
  const found: string[] = []
  for (const folder of folders) {
    for (const file of await sourceFiles(app.makePath(folder))) {
      const path = relative(app.makePath(), file).split(sep).join('/')
      if ([allowed].flat().some((prefix) => path.startsWith(prefix))) continue
      for (const match of find(await readFile(file, 'utf8'))) found.push(`${path}: ${match}`)
    }
  }
  return found
}

test.group('The registry answers kind and type questions', () => {
  test('no file outside app/forms/kinds/ asks which kind a field is', async ({ assert }) => {
    assert.deepEqual(
      await findings(['app/forms/kinds/', ...BADGE_ELEMENT_KINDS], kindQuestions),
      []
    )
  })

  test('no file outside app/forms/ decides by a form type slug', async ({ assert }) => {
    assert.deepEqual(await findings('app/forms/', slugComparisons), [])
  })

  test('no file outside app/forms/ names a detail table or a slug as a type in a string', async ({
    assert,
  }) => {
    assert.deepEqual(await findings('app/forms/', typeKnowledge, ['app']), [])
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

  test('the type check sees a detail table or a slug planted in a query', ({ assert }) => {
    const planted = [
      "db.from('forms').leftJoin('ballboy_details', 'ballboy_details.form_id', 'forms.id')",
      '  .select(db.raw(`coalesce(player_details.day_pass, 0)`))',
      "  .where('forms.type', 'player').whereNotIn('forms.category', ['press', 'guest'])",
      "Form.create({ type: 'guest', category: 'volunteer' })",
      "if (formTypes.includes('accreditation')) db.raw(\"forms.type = 'line'\")",
    ].join('\n')
    assert.deepEqual(typeKnowledge(planted), [
      "'ballboy_details'",
      "'ballboy_details.form_id'",
      '`coalesce(player_details.day_pass, 0)`',
      "'forms.type', 'player'",
      "'forms.category', ['press', 'guest']",
      "type: 'guest'",
      "category: 'volunteer'",
      "formTypes.includes('accreditation')",
      "type = 'line'",
    ])
    assert.deepEqual(
      typeKnowledge(
        [
          "// the ballboy_details rows, by type: 'guest'",
          "values.guestType ?? 'guest'",
          "orderBy('line')",
          "listedPlayer(trx, id, tournament.id, 'player', locale)",
          "{ kind: 'press', type: 'purged', changed: ['player'] }",
          'from(definition.detailTable)',
        ].join('\n')
      ),
      [],
      'comments, field names, columns and other types are not form-type knowledge'
    )
  })
})

test.group('What each type declares resolves to its detail table', () => {
  test('the declared detail table is the detail model’s', async ({ assert }) => {
    for (const definition of formTypeList()) {
      const Detail = await detailModel(definition)
      assert.equal(definition.detailTable, Detail.table, definition.slug)
    }
  })

  test('guardians, player places and purged fields name columns of the detail model', async ({
    assert,
  }) => {
    const guardians = await guardianTables()
    assert.deepEqual(
      guardians.map(({ definition, table, columns }) => [definition.slug, table, columns.email]),
      [['ballboy', 'ballboy_details', 'tutor_email']]
    )
    const places = await playerPlaceTables()
    assert.deepEqual(
      places.map(({ definition, columns }) => [definition.slug, columns]),
      [
        ['player', { player: 'default_player_id', food: 'assign_food', dayPass: 'day_pass' }],
        ['guest', { player: 'default_player_id', food: 'assign_food', dayPass: null }],
      ]
    )
    assert.deepEqual(
      Object.fromEntries(await purgedDetailColumns()),
      {
        ballboy_details: ['tutor_document', 'tutor_cell_phone', 'tutor_phone', 'license'],
        volunteer_details: ['license'],
        gvolunteer_details: ['federated_licence'],
      },
      'the columns the purge blanked before the types declared them'
    )
  })
})
