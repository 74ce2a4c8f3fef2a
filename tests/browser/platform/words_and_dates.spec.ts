import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

const ISO_DAY = /\d{4}-\d{2}-\d{2}/

/** How a staff page writes a moment in Spanish, in the organiser's zone. */
function spanishMoment(moment: DateTime) {
  return new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(moment.toJSDate())
}

test.group('Words and dates staff read', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the dashboard writes the tournaments dates as people do, not as ISO', async ({
    browserContext,
    visit,
    assert,
  }) => {
    await openTournaments()
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const page = await visit('/merchant')
    const card = page.getByRole('article').filter({ hasText: 'Test Open' })
    await card.waitFor()
    const text = (await card.textContent())!
    assert.notMatch(text, ISO_DAY)
    assert.include(text, `20 abr ${DateTime.now().year}`)
    assert.include(text, `3 may ${DateTime.now().year}`)
  })

  test('the guest links page says when the links really stop working: an hour from now once the tournament is over', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    tennis.startsOn = DateTime.now().minus({ days: 20 }).startOf('day')
    tennis.endsOn = DateTime.now().minus({ days: 10 }).startOf('day')
    await tennis.save()
    await Tournament.forgetCurrent()
    await DefaultPlayer.create({
      tournamentId: tennis.id,
      name: 'Iga',
      lastName: 'Nowak',
      tour: 'WTA',
    })
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const before = DateTime.now().plus({ hours: 1 })
    const page = await visit('/merchant/mform/guest/links')
    const help = page.getByText('válido hasta el')
    await help.waitFor()
    const after = DateTime.now().plus({ hours: 1 })
    const text = (await help.textContent())!
    assert.notMatch(text, ISO_DAY)
    assert.oneOf(text.match(/válido hasta el (.+?)\. Entrégalo/)?.[1], [
      spanishMoment(before),
      spanishMoment(after),
    ])
  })

  test('a guest link of a tournament still on stops the day after it ends, written as people do', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    tennis.endsOn = DateTime.now().plus({ days: 5 }).startOf('day')
    await tennis.save()
    await Tournament.forgetCurrent()
    await DefaultPlayer.create({
      tournamentId: tennis.id,
      name: 'Iga',
      lastName: 'Nowak',
      tour: 'WTA',
    })
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const page = await visit('/merchant/mform/guest/links')
    const help = page.getByText('válido hasta el')
    await help.waitFor()
    const until = (await help.textContent())!.match(/válido hasta el (.+?)\. Entrégalo/)?.[1]
    /** Signed for whole hours: the end of the day after the tournament, or up to an hour past it. */
    const dayAfter = tennis.endsOn.plus({ days: 1 })
    assert.notMatch(until!, ISO_DAY)
    assert.oneOf(until!.split(',')[0], [
      dayAfter.toFormat('d/M/yy'),
      dayAfter.plus({ days: 1 }).toFormat('d/M/yy'),
    ])
  })

  test('the console names the requests it cannot print, not their ids', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const waiting = await createForm('press', tennis, { name: 'Nora', lastName: 'Pendiente' })
    await browserContext.loginAs(
      await createUser({
        canPrint: true,
        canToppanel: true,
        formTypes: JSON.stringify(['press']),
      })
    )
    const page = await visit('/merchant/systems')
    await page.getByLabel('Seleccionar a Nora Pendiente').check()
    await page.getByRole('button', { name: 'Imprimir acreditaciones' }).click()
    const alert = page.getByText('No válidas para imprimir: Nora Pendiente.')
    await alert.waitFor()
    assert.notInclude((await alert.textContent())!, String(waiting.id))
  })
})
