import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { checkPhoto } from '#services/review/photo_check'
import { shrinkInside } from '#services/review/photo_rules/shrink'
import { PHOTO_CASES, PHOTO_SET } from '#tests/helpers/photo_cases'

test.group('Review · the photo rules on the labelled set', () => {
  for (const [file, expected] of PHOTO_CASES) {
    test(`${file}: ${expected.join(', ') || 'nothing wrong'}`, async ({ assert }) => {
      const found = await checkPhoto(await readFile(`${PHOTO_SET}/${file}`))
      assert.sameMembers(found, expected)
    }).timeout(60_000)
  }
})

test.group('Review · the photo rules shrink a photo the same way everywhere', () => {
  test('each pixel is the mean of the area it covers, RGB or RGBA alike', ({ assert }) => {
    /** 3 × 1 RGBA: red, green, blue; shrunk to 2 × 1, each output covers one and a half inputs. */
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])
    const shrunk = shrinkInside({ data: rgba, width: 3, height: 1, channels: 4 }, 2)
    assert.deepEqual([shrunk.width, shrunk.height], [2, 1])
    assert.deepEqual([...shrunk.data], [170, 85, 0, 0, 85, 170])
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255])
    assert.deepEqual(
      [...shrinkInside({ data: rgb, width: 3, height: 1, channels: 3 }, 2).data],
      [...shrunk.data]
    )
  })

  test('a photo smaller than the side is kept as it is', ({ assert }) => {
    const rgb = new Uint8Array([1, 2, 3, 4, 5, 6])
    const kept = shrinkInside({ data: rgb, width: 2, height: 1, channels: 3 }, 320)
    assert.deepEqual([kept.width, kept.height, ...kept.data], [2, 1, 1, 2, 3, 4, 5, 6])
  })
})
