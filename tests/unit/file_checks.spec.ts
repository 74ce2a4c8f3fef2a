import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

type Checks = {
  sizeInBytes: (limit: string) => number
  fileProblem: (
    file: { size: number; type: string; name: string },
    rules: { maxBytes: number; types: string[] }
  ) => string | null
  DOCUMENT_TYPES: string[]
}

/** Client code, loaded by path: the server's TypeScript project does not include the pages. */
const checks = (await import(
  app.makePath('inertia/components/public_form/file_checks.ts')
)) as Checks

test.group('Files checked in the browser before sending', () => {
  test('limits as the server writes them', ({ assert }) => {
    assert.equal(checks.sizeInBytes('5mb'), 5 * 1024 * 1024)
    assert.equal(checks.sizeInBytes('20MB'), 20 * 1024 * 1024)
    assert.equal(checks.sizeInBytes('512kb'), 512 * 1024)
    assert.equal(checks.sizeInBytes('nonsense'), Number.POSITIVE_INFINITY)
  })

  test('empty, too large and foreign files are named; a PDF under the limit passes', ({
    assert,
  }) => {
    const rules = { maxBytes: 5 * 1024 * 1024, types: checks.DOCUMENT_TYPES }
    const pdf = { size: 1000, type: 'application/pdf', name: 'cv.pdf' }
    assert.isNull(checks.fileProblem(pdf, rules))
    assert.equal(checks.fileProblem({ ...pdf, size: 0 }, rules), 'forms.errors.file_empty')
    assert.equal(checks.fileProblem({ ...pdf, size: 6e6 }, rules), 'forms.errors.file_too_large')
    assert.equal(
      checks.fileProblem({ ...pdf, type: 'text/plain', name: 'a.txt' }, rules),
      'forms.errors.file_type'
    )
    assert.isNull(checks.fileProblem({ ...pdf, type: '' }, rules), 'no type: judged by name')
  })
})
