import { test } from '@japa/runner'
import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { unzipSync } from 'fflate'
import { importSPKI, jwtVerify } from 'jose'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { opensslVerifies, testWalletKeys } from '#tests/helpers/wallets'
import { binary } from '#tests/helpers/pdf'
import { useWalletConfig } from '#services/wallets/wallet_config'
import { GOOGLE_SAVE_URL } from '#services/wallets/google_pass'
import { appleAuthenticationToken } from '#services/wallets/apple_pass'
import { sqlTimestamp } from '#support/sql_time'
import { DateTime } from 'luxon'

/** The applicant's status page, as their mail's signed link opens it. */
function statusPage(client: any, formId: number) {
  return client
    .get(signedUrlFor('applicants.status', { id: formId }, { expiresIn: '1h' }))
    .withInertia()
}

/** The wallet links the status page offers. */
async function walletOf(client: any, formId: number) {
  const page = await statusPage(client, formId)
  return page.body().props.wallet
}

async function statusOf(client: any, url: string) {
  const response = await client.get(url)
  return response.status()
}

const path = (url: string) => {
  const parsed = new URL(url, 'http://localhost')
  return `${parsed.pathname}${parsed.search}`
}

function unzip(bytes: Buffer) {
  return unzipSync(new Uint8Array(bytes))
}

test.group('Wallets · Apple and Google passes', (group) => {
  let keys: Awaited<ReturnType<typeof testWalletKeys>>
  group.setup(async () => {
    keys = await testWalletKeys()
    return async () => {
      useWalletConfig(undefined)
      await rm(keys.folder, { recursive: true, force: true })
    }
  })
  group.each.setup(() => useWalletConfig(keys.config))
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an approved credential: a signed .pkpass whose manifest and signature verify, and a Google save JWT', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, {
      state: 'approved',
      name: 'Ana',
      lastName: 'Periodista',
    })
    const page = await statusPage(client, form.id)
    page.assertStatus(200)
    const { apple, google } = page.body().props.wallet
    assert.isString(apple)
    assert.isString(google)

    const { response: download, body } = await binary(client.get(path(apple)))
    download.assertStatus(200)
    assert.equal(download.header('content-type'), 'application/vnd.apple.pkpass')
    const files = unzip(body)
    assert.includeMembers(Object.keys(files), [
      'pass.json',
      'manifest.json',
      'signature',
      'icon.png',
    ])
    const manifest = JSON.parse(Buffer.from(files['manifest.json']).toString())
    for (const [name, bytes] of Object.entries(files)) {
      if (name === 'manifest.json' || name === 'signature') continue
      assert.equal(manifest[name], createHash('sha1').update(bytes).digest('hex'), name)
    }
    assert.isTrue(
      await opensslVerifies(keys.folder, keys.certPath, files['manifest.json'], files.signature)
    )
    const tampered = Buffer.from(files['manifest.json'])
      .toString()
      .replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`)
    assert.isFalse(
      await opensslVerifies(keys.folder, keys.certPath, Buffer.from(tampered), files.signature)
    )

    const pass = JSON.parse(Buffer.from(files['pass.json']).toString())
    assert.equal(pass.barcodes[0].message, form.code)
    assert.equal(pass.barcodes[0].format, 'PKBarcodeFormatQR')
    assert.equal(pass.generic.primaryFields[0].value, 'Ana Periodista')
    assert.isFalse(pass.voided)
    assert.match(pass.backgroundColor, /^#[0-9a-f]{6}$/i)

    assert.isTrue(google.startsWith(GOOGLE_SAVE_URL))
    const jwt = google.slice(GOOGLE_SAVE_URL.length)
    const verified = await jwtVerify(jwt, await importSPKI(keys.googlePublicKey, 'RS256'), {
      audience: 'google',
      issuer: keys.config.google!.clientEmail,
    })
    const object = (verified.payload as any).payload.genericObjects[0]
    assert.deepInclude(object.barcode, { type: 'QR_CODE', value: form.code })
    assert.equal(object.state, 'ACTIVE')
    assert.equal(object.header.defaultValue.value, 'Ana Periodista')
  })

  test('without configured keys the buttons are absent and the pass route answers nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    useWalletConfig({ apple: null, google: null })
    const page = await statusPage(client, form.id)
    assert.deepEqual(page.body().props.wallet, { apple: null, google: null })
    const url = signedUrlFor('wallets.apple', { id: form.id }, { expiresIn: '1h' })
    const response = await client.get(url)
    response.assertStatus(404)
  })

  test('a waiting, a blocked and a replaced card: no buttons; the wallet gets a void pass the desks refuse', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const waiting = await createForm('press', tennis, { state: 'waiting' })
    assert.deepEqual(await walletOf(client, waiting.id), {
      apple: null,
      google: null,
    })
    const unsigned = await client.get(`/solicitud/${waiting.id}/wallet/apple`)
    unsigned.assertStatus(404)

    const form = await createForm('press', tennis, { state: 'approved' })
    const { apple: link } = await walletOf(client, form.id)
    form.gateDecision = 'blocked'
    await form.save()
    assert.deepEqual(await walletOf(client, form.id), {
      apple: null,
      google: null,
    })
    assert.equal(await statusOf(client, path(link)), 410)

    // The card is replaced: the phone asks Apple's web service for its old serial's latest pass.
    form.gateDecision = null
    const oldCode = form.code
    await db.table('form_cards').insert({
      form_id: form.id,
      version: 1,
      code: oldCode,
      rfid: null,
      reason: 'lost',
      replaced_at: sqlTimestamp(DateTime.now()),
    })
    form.cardVersion = 2
    form.code = `${oldCode}X`
    await form.save()
    const serial = `credential-${form.id}-v1`
    const wrong = await client
      .get(`/wallet/v1/passes/pass.test.accreditations/${serial}`)
      .header('authorization', 'ApplePass nope')
    wrong.assertStatus(401)
    const { response: latest, body } = await binary(
      client
        .get(`/wallet/v1/passes/pass.test.accreditations/${serial}`)
        .header('authorization', `ApplePass ${appleAuthenticationToken(serial)}`)
    )
    latest.assertStatus(200)
    const pass = JSON.parse(Buffer.from(unzip(body)['pass.json']).toString())
    assert.isTrue(pass.voided)
    assert.equal(pass.barcodes[0].message, oldCode)
    // The current card's pass is not void.
    const current = `credential-${form.id}-v2`
    const fresh = await binary(
      client
        .get(`/wallet/v1/passes/pass.test.accreditations/${current}`)
        .header('authorization', `ApplePass ${appleAuthenticationToken(current)}`)
    )
    const freshPass = JSON.parse(Buffer.from(unzip(fresh.body)['pass.json']).toString())
    assert.isFalse(freshPass.voided)
    assert.equal(freshPass.barcodes[0].message, form.code)
  })
})
