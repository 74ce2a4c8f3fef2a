import { test } from '@japa/runner'
import { kindOf } from '#forms/kinds/index'
import {
  brokenRules,
  fieldOf,
  inputOf,
  recordingStore,
  shownOf,
  stored,
  upload,
} from '#tests/helpers/field_kinds'
import { pdf, photoPng, rawFile } from '#tests/helpers/forms'

test.group('Field kinds · document', () => {
  test('takes a PDF, PNG or JPEG judged by its bytes, not its name', async ({ assert }) => {
    const field = fieldOf('document', { name: 'covid' })
    assert.deepEqual(await brokenRules(field, { covid: upload('pass.pdf', await pdf()) }), [])
    const photo = upload('pass.png', await photoPng())
    assert.deepEqual(await brokenRules(field, { covid: photo }), [])
    const lying = upload('pass.pdf', await rawFile('lying.pdf', Buffer.from('<html></html>')))
    assert.deepEqual(await brokenRules(field, { covid: lying }), ['fileContent'])
    const word = upload('pass.docx', await pdf())
    assert.deepEqual(await brokenRules(field, { covid: word }), ['file.extname'])
  })

  test('is stored as a document on the disk; an edit without one keeps the stored one', async ({
    assert,
  }) => {
    const field = fieldOf('document')
    const { files, calls } = recordingStore()
    const context = { files, folder: 'forms/2026/press', keepMissingFiles: false }
    const file = upload('pass.pdf', await pdf())
    assert.equal(
      await kindOf(field).columnValue(field, file, context),
      'forms/2026/press/stored.pdf'
    )
    assert.deepEqual(calls, [{ put: 'document', file, folder: 'forms/2026/press' }])
    assert.isNull(await stored(field, ''))
    assert.isUndefined(await stored(field, undefined, { keepMissingFiles: true }))
  })

  test('is not refilled on an edit, is previewed on the request page, is not exported', ({
    assert,
  }) => {
    const field = fieldOf('document')
    assert.isUndefined(inputOf(field, 'forms/2026/press/a.pdf'))
    assert.deepEqual(shownOf(field, 'forms/2026/press/a.pdf'), {
      value: '',
      file: 'forms/2026/press/a.pdf',
    })
    assert.isNull(kindOf(field).export)
    assert.isTrue(kindOf(field).optionalOnEdit)
  })
})
