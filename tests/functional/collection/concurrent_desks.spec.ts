import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Collective from '#models/collective'
import { openTournaments } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import { clearSignatures, printedCard, signatureDataUrl } from '#tests/helpers/collection'

function scan(client: any, user: any, collectiveId: number, code: string) {
  return client
    .post(`/merchant/signature/${collectiveId}/validate`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ code })
}

/** Desks racing for one card or one signature, committed for real (no global transaction). */
test.group('Collection desk · two desks at once', (group) => {
  group.each.teardown(() => clearSignatures())
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('two desks add the same card at once: one wins, the other is told where it went', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const card = await printedCard('press', tennis)
    const desks = await Promise.all(
      ['Ana', 'Berta', 'Carla', 'Dora'].map((name) =>
        Collective.create({ name, lastName: 'Desk', type: 'delegate' })
      )
    )
    const answers = await Promise.all(desks.map((desk) => scan(client, user, desk.id, card.code)))
    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    assert.equal(answers.filter((answer) => answer.status() === 422).length, 3)
    const rows = await db.from('collective_forms').where('form_id', card.id)
    assert.lengthOf(rows, 1)
  })

  test('two desks sign the same collection at once: it is signed once, one log per card', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const collective = await Collective.create({
      name: 'Pedro',
      lastName: 'Delegado',
      type: 'delegate',
    })
    const card = await printedCard('press', tennis)
    await scan(client, user, collective.id, card.code)
    const signature = await signatureDataUrl()
    await Promise.all(
      [1, 2, 3].map(() =>
        client
          .post(`/merchant/signature/${collective.id}/sign`)
          .loginAs(user)
          .withCsrfToken()
          .redirects(0)
          .json({ privacy: true, signature })
      )
    )
    await collective.refresh()
    assert.equal(collective.state, 'signed')
    const logs = await db.from('form_logs').where({ form_id: card.id, type: 'signature' })
    assert.lengthOf(logs, 1)
  })
})
