import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { checkPhoto } from '#services/review/photo_check'
import { PHOTO_CASES, PHOTO_SET } from '#tests/helpers/photo_cases'

/** The browser check as the public form loads it: the Vite module, its face-api and weights. */
const BROWSER_CHECK = '/inertia/components/public_form/browser_photo_check.ts'

test.group('Review · the photo check in Chromium agrees with Node', (group) => {
  group.each.timeout(300_000)

  test('every per-class case of the labelled set gets the same verdict in Chromium as in Node, and the labelled one', async ({
    visit,
    assert,
  }) => {
    const files = await Promise.all(PHOTO_CASES.map(([file]) => readFile(`${PHOTO_SET}/${file}`)))
    const photos = files.map((bytes) => bytes.toString('base64'))
    const page = await visit('/privacy-consent')
    const inBrowser: string[][] = await page.evaluate(
      async ({ module, images }) => {
        const { checkPhotoInBrowser } = await import(/* @vite-ignore */ module)
        const verdicts = []
        for (const image of images) {
          const bytes = Uint8Array.from(atob(image), (char) => char.charCodeAt(0))
          verdicts.push(await checkPhotoInBrowser(new Blob([bytes], { type: 'image/jpeg' })))
        }
        return verdicts
      },
      { module: BROWSER_CHECK, images: photos }
    )
    const inNode: string[][] = []
    for (const bytes of files) inNode.push(await checkPhoto(bytes))
    const same = (one: string[], other: string[]) =>
      [...one].sort().join() === [...other].sort().join()

    const disagreements = PHOTO_CASES.map(([file], index) =>
      same(inBrowser[index], inNode[index])
        ? null
        : `${file}: Chromium [${inBrowser[index]}], Node [${inNode[index]}]`
    ).filter(Boolean)
    assert.deepEqual(disagreements, [])
    const wrong = PHOTO_CASES.filter(([, expected], index) => !same(inBrowser[index], expected))
    assert.deepEqual(
      wrong.map(([file]) => file),
      []
    )
  })
})
