import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { Webhook } from 'standardwebhooks'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { waitForQueue } from '#tests/helpers/queue'
import { clearMailbox, readMailbox } from '#tests/helpers/mailbox'
import { apiPost, partnerWithToken, settleChanges } from '#tests/helpers/partners'
import { zoneWithDoor } from '#tests/helpers/doors'
import { issuePartnerToken } from '#services/partners/partner_tokens'
import { webhookReceiver } from '#tests/helpers/webhook_receiver'
import WebhookEndpoint from '#models/webhook_endpoint'
import {
  createWebhookEndpoint,
  enableWebhookEndpoint,
  rotateWebhookSecret,
} from '#services/partners/webhook_endpoints'
import { resendWebhookMessage } from '#services/partners/webhook_delivery'
import { dispatchWebhookDeliveries, runWebhookFanOut } from '#services/partners/webhook_dispatch'
import type { WebhookEvent } from '#services/partners/partner_scopes'
import type Tournament from '#models/tournament'

const ALL_CREDENTIAL_EVENTS: WebhookEvent[] = [
  'request.created',
  'request.decided',
  'credential.changed',
  'card.replaced',
  'credential.blocked',
]

async function subscribed(tournament: Tournament, url: string, events = ALL_CREDENTIAL_EVENTS) {
  const { partner } = await partnerWithToken(tournament, [
    'credentials:read',
    'requests:read',
    'scans:write',
  ])
  const endpoint = await createWebhookEndpoint(partner, { url, events })
  if (typeof endpoint === 'string') throw new Error(`endpoint refused: ${endpoint}`)
  return { partner, endpoint }
}

/** A local receiver, closed when the test ends whatever its outcome. */
async function openReceiver(cleanup: (handler: () => Promise<void>) => void) {
  const receiver = await webhookReceiver()
  cleanup(() => receiver.close())
  return receiver
}

/** Tennis with a partner's endpoint on a local receiver. */
async function subscribedTennis(
  cleanup: (handler: () => Promise<void>) => void,
  events = ALL_CREDENTIAL_EVENTS
) {
  const { tennis } = await openTournaments()
  const receiver = await openReceiver(cleanup)
  return { tennis, receiver, ...(await subscribed(tennis, receiver.url, events)) }
}

/** What the worker would do on its schedule: fan out, then deliver everything due. */
async function deliverNow() {
  await runWebhookFanOut()
  await waitForQueue()
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

test.group('Partners · webhooks', (group) => {
  group.each.setup(async () => {
    await limiter.clear()
    await clearMailbox()
  })
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('a request created and decided: signed Standard Webhooks deliveries with the credential and its version', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, receiver, endpoint } = await subscribedTennis(cleanup)
    const form = await createForm('press', tennis, { state: 'waiting', company: 'Diario' })
    await deliverNow()
    form.state = 'approved'
    await form.save()
    await deliverNow()

    const [created, decided] = receiver.accepted()
    assert.lengthOf(receiver.accepted(), 2)
    const verifier = new Webhook(endpoint.secret)
    for (const delivery of [created, decided]) {
      assert.doesNotThrow(() => verifier.verify(delivery.body, delivery.headers))
      assert.match(delivery.headers['webhook-id'], /^msg_\d+_\d+$/)
    }
    assert.throws(() => verifier.verify(created.body.replace('Diario', 'Forged'), created.headers))
    assert.equal(created.json.type, 'request.created')
    assert.deepInclude(created.json.data.request, {
      id: form.id,
      state: 'waiting',
      company: 'Diario',
    })
    assert.isNull(created.json.data.credential)
    assert.equal(decided.json.type, 'request.decided')
    assert.equal(decided.json.data.credential.card.code, form.code)
    assert.isAbove(decided.json.data.version, created.json.data.version)
    assert.notProperty(decided.json.data.request, 'email')
  })

  test('an endpoint that fails and recovers never gets an older state after a newer one', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, receiver } = await subscribedTennis(cleanup)
    const form = await createForm('press', tennis, { state: 'approved', company: 'First' })
    await deliverNow()
    receiver.state.failing = true
    form.company = 'Second'
    await form.save()
    await runWebhookFanOut()
    await until(() => receiver.received.some((entry) => entry.answered === 500))
    form.company = 'Third'
    await form.save()
    await runWebhookFanOut()
    await until(() => receiver.received.filter((entry) => entry.answered === 500).length >= 2)
    receiver.state.failing = false
    await waitForQueue()

    const accepted = receiver.accepted()
    const companies = accepted.map((entry) => entry.json.data.request.company)
    // 'Second' was tried while the endpoint was down; once it recovered, the state now went.
    assert.deepEqual(companies, ['First', 'Third'])
    assert.include(
      receiver.received
        .filter((entry) => entry.answered === 500)
        .map((entry) => entry.json.data.request.company),
      'Second'
    )
    const versions = accepted.map((entry) => entry.json.data.version)
    assert.deepEqual(
      versions,
      [...versions].sort((a, b) => a - b)
    )
    // Each retry of one version carries the same webhook id (receivers deduplicate by it).
    const failed = receiver.received.filter((entry) => entry.answered === 500)
    const ids = new Set(failed.map((entry) => entry.headers['webhook-id']))
    assert.isAtMost(ids.size, failed.length)
    const log = await db.from('webhook_attempts').orderBy('id').select('ok', 'status_code')
    assert.isTrue(log.some((row) => !row.ok && Number(row.status_code) === 500))
  })

  test('ordered per credential under concurrent changes: the last delivery is the latest state', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, receiver } = await subscribedTennis(cleanup)
    const form = await createForm('press', tennis, { state: 'approved' })
    for (let round = 1; round <= 5; round++) {
      form.company = `Round ${round}`
      await form.save()
      await runWebhookFanOut()
    }
    await waitForQueue()
    await settleChanges()
    await deliverNow()
    const accepted = receiver.accepted().map((entry) => entry.json.data)
    assert.equal(accepted.at(-1).request.company, 'Round 5')
    const versions = accepted.map((data) => data.version)
    for (let index = 1; index < versions.length; index++) {
      assert.isAtLeast(versions[index], versions[index - 1])
    }
  })

  test('a rotated secret: both secrets verify for a day, then the new one alone', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, receiver, endpoint } = await subscribedTennis(cleanup)
    const oldSecret = endpoint.secret
    const newSecret = await rotateWebhookSecret(endpoint)
    await createForm('press', tennis, { state: 'waiting' })
    await deliverNow()
    const [delivery] = receiver.accepted()
    assert.lengthOf(delivery.headers['webhook-signature'].split(' '), 2)
    for (const secret of [oldSecret, newSecret]) {
      assert.doesNotThrow(() => new Webhook(secret).verify(delivery.body, delivery.headers))
    }
    await WebhookEndpoint.query()
      .where('id', endpoint.id)
      .update({ previousSecretUntil: DateTime.now().minus({ minutes: 1 }).toSQL() })
    await createForm('press', tennis, { state: 'waiting' })
    await deliverNow()
    const later = receiver.accepted()[1]
    assert.lengthOf(later.headers['webhook-signature'].split(' '), 1)
    assert.throws(() => new Webhook(oldSecret).verify(later.body, later.headers))
    assert.doesNotThrow(() => new Webhook(newSecret).verify(later.body, later.headers))
  })

  test('an endpoint failing for a day is disabled and its partner mailed; enabled again, it gets the latest state', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, receiver, endpoint } = await subscribedTennis(cleanup)
    receiver.state.failing = true
    const form = await createForm('press', tennis, { state: 'waiting' })
    await runWebhookFanOut()
    await until(async () => {
      await endpoint.refresh()
      return endpoint.failingSince !== null
    })
    // A day later, still failing.
    endpoint.failingSince = DateTime.now().minus({ hours: 25 })
    await endpoint.save()
    await waitForQueue()
    await endpoint.refresh()
    assert.isNotNull(endpoint.disabledAt)
    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], 'ops@partner.test')
    assert.include(mails[0], 'Webhook disabled')

    // Changes while disabled are kept as state, not sent.
    form.state = 'approved'
    await form.save()
    await settleChanges()
    const before = receiver.received.length
    await deliverNow()
    assert.equal(receiver.received.length, before)

    receiver.state.failing = false
    await dispatchWebhookDeliveries(await enableWebhookEndpoint(endpoint))
    await waitForQueue()
    const accepted = receiver.accepted()
    assert.lengthOf(accepted, 1)
    assert.equal(accepted[0].json.data.request.state, 'approved')
  })

  test('resend delivers the current state again; other tournaments and unsubscribed events send nothing', async ({
    assert,
    cleanup,
  }) => {
    const { tennis, golf } = await openTournaments()
    const receiver = await openReceiver(cleanup)
    const golfReceiver = await openReceiver(cleanup)
    await subscribed(tennis, receiver.url)
    await subscribed(golf, golfReceiver.url, ['request.decided'])
    const form = await createForm('press', tennis, { state: 'waiting' })
    await createForm('gpress', golf, { state: 'waiting' })
    await deliverNow()
    assert.lengthOf(receiver.accepted(), 1)
    // Golf's endpoint listens to decisions only: a creation is not sent.
    assert.lengthOf(golfReceiver.received, 0)

    const message = await db.from('webhook_messages').where('form_id', form.id).firstOrFail()
    assert.isTrue(await resendWebhookMessage(Number(message.id)))
    await dispatchWebhookDeliveries([Number(message.id)])
    await waitForQueue()
    assert.lengthOf(receiver.accepted(), 2)
    assert.equal(receiver.accepted()[1].json.data.version, receiver.accepted()[0].json.data.version)
    assert.notInclude(JSON.stringify(golfReceiver.received), form.lastName)
  })

  test('a new card, a block and an external passage each have their event', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { tennis, receiver, partner } = await subscribedTennis(cleanup, [
      ...ALL_CREDENTIAL_EVENTS,
      'passage.recorded',
    ])
    const form = await createForm('press', tennis, { state: 'approved' })
    await deliverNow()
    // A replaced card: the next version with a new code (as the badge desk does it).
    const oldCode = form.code
    form.cardVersion = 2
    form.code = `${oldCode}N`
    await form.save()
    await deliverNow()
    form.gateDecision = 'blocked'
    await form.save()
    await deliverNow()
    const { door } = await zoneWithDoor(tennis, 'Prensa')
    const token = await issuePartnerToken(partner, { name: 'scans' })
    await apiPost(client, token.value, '/api/v1/scans', {
      scans: [
        {
          key: 'vendor-0001',
          code: form.code,
          doorId: door.id,
          direction: 'in',
          verdict: 'deny',
        },
      ],
    }).then((response: any) => response.assertStatus(200))
    await deliverNow()

    const events = receiver.accepted().map((entry) => entry.json.type)
    assert.deepEqual(events, [
      'request.created',
      'card.replaced',
      'credential.blocked',
      'passage.recorded',
    ])
    const [, replaced, blocked, passage] = receiver.accepted().map((entry) => entry.json.data)
    assert.deepEqual(replaced.credential.card, { version: 2, code: `${oldCode}N` })
    assert.equal(blocked.credential.gateStatus, 'blocked')
    assert.deepInclude(passage, {
      credentialId: form.id,
      zone: 'Prensa',
      verdict: 'deny',
      reason: 'external',
    })
    assert.notProperty(passage, 'name')
  })
})
