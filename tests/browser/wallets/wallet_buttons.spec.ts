import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { testWalletKeys } from '#tests/helpers/wallets'
import { useWalletConfig } from '#services/wallets/wallet_config'

test.group('Wallets · the status page buttons', (group) => {
  let keys: Awaited<ReturnType<typeof testWalletKeys>>
  group.setup(async () => {
    keys = await testWalletKeys()
    return async () => {
      useWalletConfig(undefined)
      await rm(keys.folder, { recursive: true, force: true })
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an approved applicant sees both wallet buttons with the keys, none without', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const url = signedUrlFor('applicants.status', { id: form.id }, { expiresIn: '1h' })

    useWalletConfig(keys.config)
    const page = await visit(url)
    const apple = page.getByRole('link', { name: 'Añadir a Apple Wallet' })
    const google = page.getByRole('link', { name: 'Guardar en Google Wallet' })
    await apple.waitFor()
    assert.match((await apple.getAttribute('href')) ?? '', /\/wallet\/apple\?.*signature=/)
    assert.match(
      (await google.getAttribute('href')) ?? '',
      /^https:\/\/pay\.google\.com\/gp\/v\/save\//
    )

    useWalletConfig({ apple: null, google: null })
    await page.reload()
    await page.getByTestId('request-state').waitFor()
    assert.equal(await page.getByTestId('wallet-buttons').count(), 0)
  })
})
