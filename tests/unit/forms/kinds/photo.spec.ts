import { test } from '@japa/runner'
import { kindOf } from '#forms/kinds/index'
import {
  brokenRules,
  cellOf,
  fieldOf,
  inputOf,
  recordingStore,
  shownOf,
  stored,
  upload,
} from '#tests/helpers/field_kinds'
import { pdf, photoJpeg, photoPng, rawFile } from '#tests/helpers/forms'

test.group('Field kinds · photo', () => {
  test('takes a PNG or JPEG judged by its bytes, not its name', async ({ assert }) => {
    const field = fieldOf('photo')
    assert.deepEqual(await brokenRules(field, { answer: upload('face.png', await photoPng()) }), [])
    assert.deepEqual(
      await brokenRules(field, { answer: upload('face.jpg', await photoJpeg()) }),
      []
    )
    const lying = upload('face.png', await rawFile('lying.png', Buffer.from('not an image')))
    assert.deepEqual(await brokenRules(field, { answer: lying }), ['fileContent'])
    const aPdf = upload('face.png', await pdf())
    assert.deepEqual(await brokenRules(field, { answer: aPdf }), ['fileContent'])
    const named = upload('face.pdf', await photoPng())
    assert.deepEqual(await brokenRules(field, { answer: named }), ['file.extname'])
  })

  test('is stored as a photo on the disk; an edit without one keeps the stored one', async ({
    assert,
  }) => {
    const field = fieldOf('photo')
    const { files, calls } = recordingStore()
    const context = { files, folder: 'forms/2026/ballboy', keepMissingFiles: false }
    const file = upload('face.png', await photoPng())
    assert.equal(
      await kindOf(field).columnValue(field, file, context),
      'forms/2026/ballboy/stored.jpg'
    )
    assert.deepEqual(calls, [{ put: 'photo', file, folder: 'forms/2026/ballboy' }])
    assert.isNull(await stored(field, undefined))
    assert.isUndefined(await stored(field, undefined, { keepMissingFiles: true }))
  })

  test('is not refilled on an edit, is previewed on the request page, is not exported', ({
    assert,
  }) => {
    const field = fieldOf('photo')
    assert.isUndefined(inputOf(field, 'forms/2026/ballboy/a.jpg'))
    assert.deepEqual(shownOf(field, 'forms/2026/ballboy/a.jpg'), {
      value: '',
      file: 'forms/2026/ballboy/a.jpg',
    })
    assert.deepEqual(shownOf(field, null), { value: '', file: null })
    assert.isNull(kindOf(field).export)
    assert.isNull(cellOf(field, 'forms/2026/ballboy/a.jpg'))
    assert.isTrue(kindOf(field).optionalOnEdit)
  })
})
