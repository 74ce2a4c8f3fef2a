/// <reference lib="dom" />
import { DateTime } from 'luxon'
import { test } from '@japa/runner'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import GuestDetail from '#models/guest_detail'
import PlayerDetail from '#models/player_detail'
import { guestLink } from '#services/players/guest_links'
import { birthDateAgo, formCount, pdf, lastYearOf } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import {
  choice,
  cropPhoto,
  field,
  fillIdentity,
  giveConsent,
  PHONE,
  submitAndExpectThanks,
  useEnglish,
} from '#tests/helpers/browser_forms'
import { listPlayer, playerTournament } from '#tests/helpers/players'
import { createUser } from '#tests/helpers/users'

/** The player block of the team form: who, which draw, for the whole event, the passport. */
async function fillPlayerBlock(page: Page, playerLabel: string) {
  await field(page, 'Player').selectOption({ label: playerLabel })
  await field(page, 'Draw').selectOption('singles')
  await choice(page, 'Day pass only', 'No').check()
  await field(page, "Player's passport (photo or PDF)").setInputFiles(await pdf('passport.pdf'))
}

async function fillGuest(page: Page, key: number, lastName: string, food: boolean) {
  await choice(page, `Add a ${key === 1 ? 'first' : 'second'} guest`, 'Yes').check()
  await page.locator(`#field-guest${key}Name`).fill('Marta')
  await page.locator(`#field-guest${key}LastName`).fill(lastName)
  await page.locator(`#field-guest${key}Document`).fill(`G${key}23456`)
  await page.locator(`#field-guest${key}Type`).selectOption('guest1')
  await page
    .getByRole('group', { name: /^Free meal for this guest/ })
    .nth(key - 1)
    .getByRole('radio', { name: food ? 'Yes' : 'No', exact: true })
    .check()
}

function labelOf(player: { name: string; lastName: string; tour: string }) {
  return `${player.lastName}, ${player.name} (${player.tour})`
}

test.group('Players in the browser, on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('a new team member asks for a listed player with two guests', async ({ visit, assert }) => {
    const { player } = await playerTournament()
    const page = await visit('/forms/jugadores')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await page.getByText('Maximum 3 guests per player.', { exact: false }).waitFor()

    await fillPlayerBlock(page, labelOf(player))
    await fillIdentity(page, 'Coachson')
    await field(page, 'Email').fill('coach@example.test')
    await field(page, 'Mobile phone').fill('+44 7700 900000')
    await field(page, 'Role in the team').selectOption('coach')
    await cropPhoto(page)
    await fillGuest(page, 1, 'Primera', true)
    await fillGuest(page, 2, 'Segunda', false)
    await submitAndExpectThanks(page)

    const form = await Form.findByOrFail('lastName', 'Coachson')
    const detail = await PlayerDetail.findByOrFail('formId', form.id)
    assert.equal(detail.defaultPlayerId, player.id)
    const guests = await GuestDetail.query().where('defaultPlayerId', player.id)
    assert.lengthOf(guests, 2)
    assert.equal(guests.filter((guest) => guest.assignFood).length, 1)
  })

  test('a full team: the refusal names the limit under the player, nothing is stored', async ({
    visit,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    for (let member = 1; member <= 3; member++) {
      await createForm('player', tennis, {}, { defaultPlayerId: player.id })
    }
    const page = await visit('/forms/jugadores')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await fillPlayerBlock(page, labelOf(player))
    await fillIdentity(page, 'Fourth')
    await field(page, 'Email').fill('fourth@example.test')
    await field(page, 'Mobile phone').fill('+44 7700 900001')
    await field(page, 'Role in the team').selectOption('physio')
    await cropPhoto(page)
    await giveConsent(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    await page
      .getByText("This player's support team is full: at most 3 members, 0 places left.")
      .waitFor()
    assert.equal(await formCount('player'), 3)
  })

  test('a returning member finds last year’s request by passport and sends it as this year’s', async ({
    visit,
    assert,
  }) => {
    const { player, tennis, spain } = await playerTournament()
    const previous = await lastYearOf(tennis)
    const lastYearPlayer = await listPlayer(previous, { passport: player.passport })
    const old = await createForm(
      'player',
      previous,
      { state: 'approved', name: 'Toni', lastName: 'Returning', document: 'RT998877' },
      { defaultPlayerId: lastYearPlayer.id, role: 'physio' }
    )
    old.gender = 'man'
    old.nationalityId = spain.id
    old.birthDate = DateTime.fromISO('1979-02-03')
    await old.save()

    const page = await visit('/forms/jugadores/old')
    await page.setViewportSize(PHONE)
    await useEnglish(page, 'Search')
    await field(page, 'Passport number').fill('NOTFOUND1')
    await field(page, 'Birth date').fill('03/02/1979')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('belongs to no person accredited last year', { exact: false }).waitFor()
    assert.isTrue(await page.getByRole('link', { name: 'Create', exact: true }).isVisible())

    await field(page, 'Passport number').fill('RT998877')
    await field(page, 'Birth date').fill('03/02/1979')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByText('We found your request from last year', { exact: false }).waitFor()
    assert.equal(await field(page, 'Name').inputValue(), 'Toni')
    assert.equal(await field(page, 'Last name').inputValue(), 'Returning')
    assert.equal(await field(page, 'Player').inputValue(), String(player.id))
    assert.equal(await field(page, 'Role in the team').inputValue(), 'physio')
    assert.equal(await field(page, 'Email').inputValue(), '', 'contact details are asked again')

    await field(page, 'Draw').selectOption('doubles')
    await choice(page, 'Day pass only', 'No').check()
    await field(page, "Player's passport (photo or PDF)").setInputFiles(await pdf('passport.pdf'))
    await field(page, 'Birth date').fill(birthDateAgo(45))
    await field(page, 'Email').fill('toni@example.test')
    await field(page, 'Mobile phone').fill('+34 600 111 222')
    await cropPhoto(page)
    await submitAndExpectThanks(page)

    const renewed = await Form.query()
      .where('type', 'player')
      .where('tournamentId', tennis.id)
      .where('document', 'RT998877')
      .firstOrFail()
    assert.equal(renewed.state, 'waiting')
  })

  test('a guest applies through the player’s private link', async ({ visit, assert }) => {
    const { player, tennis } = await playerTournament()
    const link = new URL(guestLink(player, tennis))
    const page = await visit(`${link.pathname}${link.search}`)
    await page.setViewportSize(PHONE)
    /** The language switch keeps the link's signature. */
    await useEnglish(page)
    await page.getByText(`Guest of ${player.name} ${player.lastName}`).waitFor()

    await field(page, 'Guest type').selectOption('physio_trainer')
    await choice(page, 'Day pass only', 'Yes').check()
    await field(page, 'Day of the pass').selectOption({ index: 2 })
    await choice(page, 'Free meal for this guest', 'Yes').check()
    await fillIdentity(page, 'Guestly')
    await field(page, 'Mobile phone').fill('+34 600 333 444')
    await cropPhoto(page)
    await submitAndExpectThanks(page)

    const form = await Form.findByOrFail('lastName', 'Guestly')
    const detail = await GuestDetail.findByOrFail('formId', form.id)
    assert.equal(detail.defaultPlayerId, player.id)
    assert.equal(detail.source, 'link')
    assert.isTrue(detail.dayPass)
    assert.equal(detail.datePermission?.toISODate(), tennis.startsOn.plus({ days: 1 }).toISODate())
  })

  test('staff add a guest from the links page: the form opens with that player chosen', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    await listPlayer(tennis)
    const staff = await createUser({
      canEdit: true,
      canCreate: true,
      formTypes: JSON.stringify(['player', 'guest']),
    })
    await browserContext.loginAs(staff)
    const page = await visit('/merchant/mform/guest/links')
    await page
      .getByRole('link', { name: `Añadir invitado de ${player.lastName}, ${player.name}` })
      .click()
    await page.waitForURL(`**/merchant/mform/guest/create?player=${player.id}`)
    assert.equal(await page.locator('#field-player').inputValue(), String(player.id))
  })
})
