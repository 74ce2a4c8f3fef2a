import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ts from 'typescript'

/** The one module that inserts passages (decision 0191). */
const WRITER = 'app/services/doors/passage_writer.ts'

/** Query-builder calls that name the table a chain works on. */
const TABLE_CALLS = new Set(['table', 'from', 'into', 'knexQuery'])
const INSERT_CALLS = new Set(['insert', 'multiInsert', 'upsert'])
/** Model methods that write a row. */
const MODEL_WRITES =
  /^(create|createMany|createQuietly|createManyQuietly|firstOrCreate|updateOrCreate|updateOrCreateMany|fetchOrCreateMany)$/

const RAW_INSERT = /\binsert\s+into\s+["`]?passages\b/i

function namesPassages(node: ts.Expression): boolean {
  return ts.isStringLiteralLike(node) && node.text === 'passages'
}

/** Whether a call chain (`x.from('passages').where(…)…`) works on the passages table. */
function onPassagesTable(node: ts.Expression): boolean {
  let current: ts.Expression = node
  while (true) {
    if (ts.isCallExpression(current)) {
      const callee = current.expression
      if (
        ts.isPropertyAccessExpression(callee) &&
        TABLE_CALLS.has(callee.name.text) &&
        current.arguments.length > 0 &&
        namesPassages(current.arguments[0])
      ) {
        return true
      }
      current = callee
    } else if (ts.isPropertyAccessExpression(current) || ts.isParenthesizedExpression(current)) {
      current = current.expression
    } else if (ts.isAwaitExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression
    } else {
      return false
    }
  }
}

/** The lines of a source that write the passages table: raw SQL, a query builder's insert, the model. */
function passageWrites(source: string, file = 'source.ts'): number[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const lines: number[] = []
  const flag = (node: ts.Node) =>
    lines.push(tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1)
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) &&
      RAW_INSERT.test(node.text)
    ) {
      flag(node)
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text
      const receiver = node.expression.expression
      if (INSERT_CALLS.has(method) && onPassagesTable(receiver)) flag(node)
      if (MODEL_WRITES.test(method) && ts.isIdentifier(receiver) && receiver.text === 'Passage') {
        flag(node)
      }
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Passage'
    ) {
      flag(node)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return lines
}

async function appFiles(): Promise<string[]> {
  const entries = await readdir(app.makePath('app'), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

test.group('Passages · one writer', () => {
  /** Parses every file under app/ (several hundred): seconds on a busy machine. */
  test('nothing under app/ but the passage writer inserts passages', async ({ assert }) => {
    const writers: string[] = []
    for (const file of await appFiles()) {
      const path = relative(app.makePath(), file)
      for (const line of passageWrites(await readFile(file, 'utf8'), file)) {
        writers.push(`${path}:${line}`)
      }
    }
    assert.isNotEmpty(writers.filter((place) => place.startsWith(`${WRITER}:`)))
    assert.deepEqual(
      writers.filter((place) => !place.startsWith(`${WRITER}:`)),
      []
    )
  }).timeout(30_000)

  test('the check sees every way of writing a passage, and not reads or other tables', ({
    assert,
  }) => {
    const planted = [
      "await db.table('passages').insert({ zone_id: 1 })",
      'await trx\n  .table("passages")\n  .multiInsert(rows)',
      "await db.from('passages').where((q) => q.where('a', 1)).insert({})",
      "await db.insertQuery().table('passages').insert({})",
      'await trx.rawQuery(`INSERT INTO passages (${columns}) values (?)`, [1])',
      'await db.rawQuery(\'insert  into "passages" (a) values (?)\', [1])',
      'await Passage.create({ zoneId: 1 })',
      'await Passage.createMany([])',
      'const passage = new Passage()',
    ]
    for (const source of planted) assert.lengthOf(passageWrites(source), 1, source)
    const harmless = [
      "await db.from('passages').where('form_id', 1).delete()",
      "await db.from('passages').where('idempotency_key', key).first()",
      "await db.table('zone_presences').insert({ form_id: 1 })",
      "await trx.rawQuery('update zone_presences set inside = false')",
      'await Passage.query().where("form_id", 1)',
      "const note = 'passages are inserted by the writer'",
    ]
    for (const source of harmless) assert.deepEqual(passageWrites(source), [], source)
  })
})
