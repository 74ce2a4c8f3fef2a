import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Collective from '#models/collective'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { clearSignatures, printedCard, signatureDataUrl } from '#tests/helpers/collection'
import { binary, NAMES_IN_EVERY_SCRIPT, pdfText, plainText } from '#tests/helpers/pdf'
import { formTypeSlugs } from '#forms/registry'

function json(
  client: any,
  user: any,
  method: 'post' | 'delete',
  path: string,
  body: Record<string, unknown> = {}
) {
  return client[method](path)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json(body)
}

function post(client: any, user: any, path: string, body: Record<string, unknown>) {
  return client
    .post(path)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .redirects(0)
    .json(body)
}

function notice(response: any) {
  return (response.flashMessages()?.notification as { message: string } | undefined)?.message
}

/** A desk user who reviews every form type (the object-level rule is tested on its own). */
async function deskUser() {
  return createUser({
    name: 'Dora',
    lastName: 'Desk',
    canPrint: true,
    formTypes: JSON.stringify(formTypeSlugs()),
  })
}

async function newCollective(client: any, user: any) {
  const response = await post(client, user, '/merchant/signature', {
    name: 'Pedro',
    lastName: 'Delegado',
    type: 'delegate',
    document: 'X1234567',
  })
  const id = Number(/signature\/(\d+)$/.exec(response.header('location'))?.[1])
  return Collective.findOrFail(id)
}

async function cardIds(collectiveId: number) {
  const rows = await db.from('collective_forms').where('collective_id', collectiveId).orderBy('id')
  return rows.map((row) => Number(row.form_id))
}

test.group('Collection desk · cards', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('printed approved cards are added once each; others are refused with the reason and change nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const collective = await newCollective(client, user)
    const cards = [
      await printedCard('press', tennis),
      await printedCard('line', tennis),
      await printedCard('volunteer', tennis),
    ]
    for (const card of cards) {
      const response = await json(
        client,
        user,
        'post',
        `/merchant/signature/${collective.id}/validate`,
        {
          code: card.code.toLowerCase(),
        }
      )
      response.assertStatus(200)
      assert.equal(response.body().form.id, card.id)
    }
    const again = await json(
      client,
      user,
      'post',
      `/merchant/signature/${collective.id}/validate/${cards[0].id}`
    )
    again.assertStatus(422)
    assert.equal(again.body().message, 'This card is already in the list.')

    const waiting = await createForm('press', tennis)
    const unprinted = await createForm('press', tennis, { state: 'approved' })
    for (const [code, message] of [
      ['NOPE', "No credential of this year's tournament has this code."],
      [waiting.code, 'This credential is not approved: it cannot be handed over.'],
      [unprinted.code, 'This badge has not been printed yet.'],
    ]) {
      const refused = await json(
        client,
        user,
        'post',
        `/merchant/signature/${collective.id}/validate`,
        { code }
      )
      refused.assertStatus(422)
      assert.equal(refused.body().message, message)
    }
    assert.deepEqual(
      await cardIds(collective.id),
      cards.map((card) => card.id)
    )

    const removed = await json(
      client,
      user,
      'delete',
      `/merchant/signature/${collective.id}/cards/${cards[1].id}`
    )
    removed.assertStatus(200)
    assert.deepEqual(await cardIds(collective.id), [cards[0].id, cards[2].id])
  })

  test('a card waiting in another collection, or collected, is refused with who has it', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const first = await newCollective(client, user)
    const card = await printedCard('press', tennis)
    await json(client, user, 'post', `/merchant/signature/${first.id}/validate`, {
      code: card.code,
    })
    const second = await newCollective(client, user)
    const waiting = await json(client, user, 'post', `/merchant/signature/${second.id}/validate`, {
      code: card.code,
    })
    assert.equal(
      waiting.body().message,
      'This card is in the collection of Pedro Delegado, waiting for signature.'
    )

    await post(client, user, `/merchant/signature/${first.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    const collected = await json(
      client,
      user,
      'post',
      `/merchant/signature/${second.id}/validate`,
      { code: card.code }
    )
    assert.match(
      collected.body().message,
      /^Already collected on .+ by Pedro Delegado \(desk: Dora Desk\)\.$/
    )
  })
})

test.group('Collection desk · signing', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('signing marks every card collected in the lists, stores the signature privately, and makes the collection read-only', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const collective = await newCollective(client, user)
    const cards = [await printedCard('press', tennis), await printedCard('press', tennis)]
    for (const card of cards) {
      await json(client, user, 'post', `/merchant/signature/${collective.id}/validate`, {
        code: card.code,
      })
    }

    const noPrivacy = await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      signature: await signatureDataUrl(),
    })
    assert.equal(notice(noPrivacy), 'The privacy terms must be accepted to sign.')
    const noSignature = await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: 'data:image/png;base64,AAAA',
    })
    assert.equal(notice(noSignature), 'Draw the signature before signing.')
    await collective.refresh()
    assert.equal(collective.state, 'waiting')

    const signed = await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    assert.equal(notice(signed), 'Signed: the cards are collected.')
    await collective.refresh()
    assert.equal(collective.state, 'signed')
    assert.equal(collective.privacyTextVersion, '2026-1')
    assert.isNull(collective.golfTextVersion)
    assert.equal(collective.acceptanceLocale, 'en')
    assert.isTrue(await drive.use().exists(collective.signaturePath!))
    const rows = await db.from('collective_forms').where('collective_id', collective.id)
    assert.isTrue(rows.every((row) => row.signed_at !== null))
    const logs = await db
      .from('form_logs')
      .where('type', 'signature')
      .whereIn(
        'form_id',
        cards.map((card) => card.id)
      )
    assert.lengthOf(logs, 2)

    const reviewer = await createUser({ formTypes: JSON.stringify(['press']) })
    const list = await client
      .get('/merchant/mform/press')
      .loginAs(reviewer)
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    const listed = list
      .body()
      .props.rows.filter((form: { id: number }) => cards.some((card) => card.id === form.id))
    assert.lengthOf(listed, 2)
    assert.isTrue(listed.every((form: { collected: boolean }) => form.collected))

    // Read-only on the server: edits, scans, removals and a second signature are refused.
    const edit = await client
      .put(`/merchant/signature/${collective.id}`)
      .loginAs(user)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .redirects(0)
      .json({ name: 'Changed', lastName: 'Name', type: 'other' })
    assert.equal(notice(edit), 'This collection is signed and can no longer be changed.')
    await collective.refresh()
    assert.equal(collective.name, 'Pedro')
    const extra = await printedCard('press', tennis)
    const scan = await json(client, user, 'post', `/merchant/signature/${collective.id}/validate`, {
      code: extra.code,
    })
    scan.assertStatus(409)
    const removal = await json(
      client,
      user,
      'delete',
      `/merchant/signature/${collective.id}/cards/${cards[0].id}`
    )
    removal.assertStatus(409)
    const twice = await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    assert.equal(notice(twice), 'This collection is already signed.')
    const kept = await cardIds(collective.id)
    assert.sameMembers(
      kept,
      cards.map((card) => card.id)
    )
  })

  test('a golf credential needs the golf terms too', async ({ client, assert }) => {
    const { golf } = await openTournaments()
    const user = await deskUser()
    const collective = await newCollective(client, user)
    const card = await printedCard('gpress', golf)
    await json(client, user, 'post', `/merchant/signature/${collective.id}/validate`, {
      code: card.code,
    })
    const refused = await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    assert.equal(notice(refused), 'The golf collection terms must be accepted to sign.')
    await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      golf: true,
      signature: await signatureDataUrl(),
    })
    await collective.refresh()
    assert.equal(collective.golfTextVersion, '2026-1')
  })

  test('the receipt lists the collector, the cards, the accepted texts and the desk, in the staff language', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const collective = await newCollective(client, user)
    const cards = [
      await printedCard('press', tennis, { name: 'Íñigo', lastName: 'Núñez' }),
      await printedCard('line', tennis, { name: 'Ana', lastName: 'Línea' }),
    ]
    for (const card of cards) {
      await json(client, user, 'post', `/merchant/signature/${collective.id}/validate`, {
        code: card.code,
      })
    }
    const early = await client
      .get(`/merchant/signature/${collective.id}/print`)
      .loginAs(user)
      .redirects(0)
    early.assertStatus(302)
    await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    for (const [locale, words] of [
      [
        'en',
        [
          'Collection receipt',
          'Collected by',
          '2 cards',
          'Privacy terms accepted (version 2026-1)',
          'at the desk of Dora Desk',
        ],
      ],
      [
        'es',
        [
          'Justificante de recogida',
          'Recogido por',
          '2 tarjetas',
          'Condiciones de privacidad aceptadas (versión 2026-1)',
          'en el puesto de Dora Desk',
        ],
      ],
    ] as const) {
      const { response, body } = await binary(
        client
          .get(`/merchant/signature/${collective.id}/print`)
          .loginAs(user)
          .withPlainCookie('locale', locale)
      )
      response.assertStatus(200)
      assert.equal(response.header('content-type'), 'application/pdf')
      const text = await pdfText(body)
      for (const word of [
        ...words,
        'Pedro Delegado',
        'X1234567',
        'Íñigo Núñez',
        'Ana Línea',
        cards[0].code,
      ]) {
        assert.include(text, word)
      }
    }
  })
})

test.group('Collection desk · receipt in every script', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearSignatures())

  test('the collector and the cards print with their glyphs, whatever script their names are in', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const collective = await newCollective(client, user)
    collective.merge({ name: '大坂', lastName: 'なおみ' })
    await collective.save()
    for (const holder of NAMES_IN_EVERY_SCRIPT) {
      const card = await printedCard('press', tennis, holder)
      await json(client, user, 'post', `/merchant/signature/${collective.id}/validate`, {
        code: card.code,
      })
    }
    await post(client, user, `/merchant/signature/${collective.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    const { response, body } = await binary(
      client.get(`/merchant/signature/${collective.id}/print`).loginAs(user)
    )
    response.assertStatus(200)
    const text = plainText(await pdfText(body))
    assert.include(text, '大坂 なおみ')
    for (const { name, lastName } of NAMES_IN_EVERY_SCRIPT) {
      assert.include(text, `${name} ${lastName}`)
    }
  })
})

test.group('Collection desk · list', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the list finds a collection by collector, document or card code, and filters by state', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await deskUser()
    const delegate = await newCollective(client, user)
    const other = await Collective.create({ name: 'Rosa', lastName: 'Medios', type: 'media' })
    const card = await printedCard('press', tennis)
    await json(client, user, 'post', `/merchant/signature/${delegate.id}/validate`, {
      code: card.code,
    })
    await post(client, user, `/merchant/signature/${delegate.id}/sign`, {
      privacy: true,
      signature: await signatureDataUrl(),
    })
    const ids = async (query: string) => {
      const response = await client
        .get(`/merchant/signature?${query}`)
        .loginAs(user)
        .header('x-inertia', 'true')
        .header('x-inertia-version', '1')
      return response.body().props.collectives.map((collective: { id: number }) => collective.id)
    }
    assert.deepEqual(await ids(''), [other.id, delegate.id])
    assert.deepEqual(await ids('search=delegado'), [delegate.id])
    assert.deepEqual(await ids('search=x1234567'), [delegate.id])
    assert.deepEqual(await ids(`search=${card.code.toLowerCase()}`), [delegate.id])
    assert.deepEqual(await ids('state=waiting'), [other.id])
    assert.deepEqual(await ids('state=signed&page=abc'), [delegate.id])
  })
})

test.group('Collection desk · what a desk user may see', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a desk user limited to tennis neither adds, sees, finds, signs for nor prints a golf card', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ name: 'Ada', lastName: 'Admin', isAdmin: true })
    const tennisDesk = await createUser({
      name: 'Tomás',
      lastName: 'Tenis',
      canPrint: true,
      formTypes: JSON.stringify(['press']),
    })
    const press = await printedCard('press', tennis, { name: 'Paula', lastName: 'Prensa' })
    const golfCard = await printedCard('gpress', golf, {
      name: 'Gonzalo',
      lastName: 'Golfista',
      document: 'GOLF4242',
    })
    const spare = await printedCard('gvolunteer', golf, { name: 'Gema', lastName: 'Green' })

    const own = await newCollective(client, tennisDesk)
    for (const code of [spare.code, String(spare.id)]) {
      const refused =
        code === spare.code
          ? await json(client, tennisDesk, 'post', `/merchant/signature/${own.id}/validate`, {
              code,
            })
          : await json(client, tennisDesk, 'post', `/merchant/signature/${own.id}/validate/${code}`)
      refused.assertStatus(422)
      assert.equal(refused.body().message, "No credential of this year's tournament has this code.")
    }
    assert.deepEqual(await cardIds(own.id), [])

    // An administrator's collection holds both sports.
    const mixed = await newCollective(client, admin)
    for (const card of [press, golfCard]) {
      await json(client, admin, 'post', `/merchant/signature/${mixed.id}/validate`, {
        code: card.code,
      })
    }
    const page = await client
      .get(`/merchant/signature/${mixed.id}`)
      .loginAs(tennisDesk)
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    assert.deepEqual(
      page.body().props.cards.map((card: { lastName: string }) => card.lastName),
      ['Prensa']
    )
    assert.equal(page.body().props.hiddenCards, 1)
    for (const word of ['Gonzalo', 'Golfista', 'GOLF4242', golfCard.code]) {
      assert.notInclude(page.text(), word)
    }

    const search = await client
      .get(`/merchant/signature?search=${golfCard.code}`)
      .loginAs(tennisDesk)
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    assert.deepEqual(search.body().props.collectives, [], 'a hidden card finds no collection')

    const removal = await json(
      client,
      tennisDesk,
      'delete',
      `/merchant/signature/${mixed.id}/cards/${golfCard.id}`
    )
    removal.assertStatus(404)
    assert.deepEqual(await cardIds(mixed.id), [press.id, golfCard.id])

    const sign = await post(client, tennisDesk, `/merchant/signature/${mixed.id}/sign`, {
      privacy: true,
      golf: true,
      signature: await signatureDataUrl(),
    })
    assert.equal(
      notice(sign),
      'This collection holds credentials of types you do not review: ask a colleague who reviews them to sign it.'
    )
    await mixed.refresh()
    assert.equal(mixed.state, 'waiting')

    await post(client, admin, `/merchant/signature/${mixed.id}/sign`, {
      privacy: true,
      golf: true,
      signature: await signatureDataUrl(),
    })
    const receipt = await client
      .get(`/merchant/signature/${mixed.id}/print`)
      .loginAs(tennisDesk)
      .withPlainCookie('locale', 'en')
    receipt.assertStatus(403)
    assert.include(receipt.text(), 'only staff who review them may print its receipt')
    assert.notInclude(receipt.text(), 'Golfista')
  })
})
