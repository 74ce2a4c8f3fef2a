import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { chromium } from 'playwright'
import { createForm } from '#tests/helpers/form_factory'
import { TEST_PASSWORD } from '#tests/helpers/users'
import { insideNow, passageCount, pressDoor } from '#tests/helpers/doors'
import { badgeVideo } from '#tests/helpers/fake_camera'

/**
 * The camera path of the steward's screen with a real video stream: Chromium's
 * fake camera plays a file made here, showing one badge's QR code, a blank
 * moment, then another's, so the page's own detector (the ZXing decoder,
 * Chromium on Linux has no BarcodeDetector) reads real frames. Needs a
 * browser launched with the camera flags, so this test starts its own.
 */
test.group('Door check with the camera', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('a steward opens the camera from the keyboard and two badges held up are answered, no touch needed', async ({
    assert,
  }) => {
    const { tennis, zone, steward, holder } = await pressDoor()
    const stranger = await createForm('press', tennis, {
      state: 'approved',
      name: 'Luis',
      lastName: 'Sinzona',
    })
    const folder = await mkdtemp(join(tmpdir(), 'door-camera-'))
    const video = join(folder, 'badges.y4m')
    await badgeVideo(video, [
      { code: null, seconds: 1 },
      { code: holder.code, seconds: 3 },
      { code: null, seconds: 2 },
      { code: stranger.code, seconds: 3 },
      { code: null, seconds: 30 },
    ])
    const browser = await chromium.launch({
      headless: true,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    })
    try {
      const phone = await browser.newContext({
        baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        permissions: ['camera'],
      })
      const page = await phone.newPage()
      await page.goto('/merchant/login')
      await page.getByLabel('Correo electrónico').fill(steward.email)
      await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
      await page.keyboard.press('Enter')
      await page.waitForURL('**/merchant')
      // One door: the door check goes straight to it, the scan field focused.
      await page.goto('/merchant/door-check')
      await page.getByRole('heading', { name: 'Prensa door 1' }).waitFor()
      await page.locator('#scan:focus').waitFor()
      await page.keyboard.press('Tab')
      await page
        .getByRole('button', { name: 'Escanear con la cámara' })
        .and(page.locator(':focus'))
        .waitFor()
      await page.keyboard.press('Enter')
      await page.locator('video').waitFor()

      const answer = page.getByTestId('door-answer')
      await answer.filter({ hasText: 'Adelante: entrada a Prensa.' }).waitFor({ timeout: 30_000 })
      assert.equal(await answer.getAttribute('data-verdict'), 'admit')
      await answer.getByText('Ana Periodista').waitFor()
      await answer.filter({ hasText: 'Sin permiso para Prensa.' }).waitFor({ timeout: 30_000 })
      assert.equal(await answer.getAttribute('data-verdict'), 'deny')
      await answer.getByText('Luis Sinzona').waitFor()
      assert.equal(
        await page.getByRole('alert').filter({ hasText: 'No se puede usar la cámara' }).count(),
        0
      )

      // The badge held up for three seconds is one entry, not one per frame.
      assert.equal(await passageCount({ form_id: holder.id }), 1)
      assert.equal(await passageCount({ form_id: stranger.id, reason: 'zone_not_granted' }), 1)
      assert.equal(await insideNow(zone.id), 1)
      await phone.close()
    } finally {
      await browser.close()
      await rm(folder, { recursive: true, force: true })
    }
  })
})
