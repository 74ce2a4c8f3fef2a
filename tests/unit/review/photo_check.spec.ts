import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { checkPhoto } from '#services/review/photo_check'

const SET = app.makePath('tests/fixtures/review/photos')

/** One photo of each class of the labelled set, with the verdict a person would give. */
const CASES: [string, string[]][] = [
  ['ok/ok-0.jpg', []],
  ['ok/ok-1.jpg', []],
  ['greyscale/greyscale-0.jpg', ['greyscale']],
  ['off_centre/off-centre-0.jpg', ['off_centre']],
  ['face_too_small/small-1.jpg', ['face_too_small']],
  ['blurred/blurred-0.jpg', ['blurred']],
  ['too_dark/dark-0.jpg', ['too_dark']],
  ['too_bright/bright-0.jpg', ['too_bright']],
  ['several_faces/two-faces-0.jpg', ['several_faces']],
  ['no_face/no-face-chelsea-0.jpg', ['no_face']],
  ['no_face/no-face-crop-0.jpg', ['no_face']],
]

test.group('Review · the photo rules on the labelled set', () => {
  for (const [file, expected] of CASES) {
    test(`${file}: ${expected.join(', ') || 'nothing wrong'}`, async ({ assert }) => {
      const found = await checkPhoto(await readFile(`${SET}/${file}`))
      assert.sameMembers(found, expected)
    }).timeout(60_000)
  }
})
