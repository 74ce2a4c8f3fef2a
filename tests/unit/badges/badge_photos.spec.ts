import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { cardPhoto, forgetCardPhotos } from '#services/files/badge_photos'

test.group('Badges · photos kept between prints', (group) => {
  group.each.setup(() => {
    drive.fake()
    forgetCardPhotos()
    return () => drive.restore()
  })

  test('a reprint uses the card-sized photo of the last print; an erasure forgets it', async ({
    assert,
  }) => {
    const upload = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#3080c0' },
    })
      .jpeg()
      .toBuffer()
    await drive.use().put('forms/holder.jpg', upload)
    const first = await cardPhoto('forms/holder.jpg', 180, 240)
    const { width, height } = await sharp(first).metadata()
    assert.deepEqual({ width, height }, { width: 180, height: 240 })

    /** Gone from the disk: only the kept copy can answer. */
    await drive.use().delete('forms/holder.jpg')
    assert.deepEqual(await cardPhoto('forms/holder.jpg', 180, 240), first)

    forgetCardPhotos()
    await assert.rejects(() => cardPhoto('forms/holder.jpg', 180, 240))
  })
})
