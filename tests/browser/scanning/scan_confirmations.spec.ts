import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

async function tagOf(formId: number) {
  const row = await db.from('forms').where('id', formId).select('rfid').first()
  return row.rfid as string | null
}

/** A keyboard wedge: the code's characters, then Enter, into whatever has the focus. */
async function wedge(page: any, code: string) {
  await page.keyboard.type(code, { delay: 5 })
  await page.keyboard.press('Enter')
}

/** Ana Poseedora holds tag 04A31B22; Berta Destino is the credential it is about to be moved to. */
async function tagHeldElsewhere() {
  const { tennis } = await openTournaments()
  const holder = await createForm('press', tennis, {
    state: 'approved',
    name: 'Ana',
    lastName: 'Poseedora',
  })
  holder.rfid = '04A31B22'
  await holder.save()
  const target = await createForm('press', tennis, {
    state: 'approved',
    name: 'Berta',
    lastName: 'Destino',
  })
  return { tennis, holder, target }
}

const ANSWER_FIRST =
  'Responde primero a la pregunta de la pantalla, con un clic o tocándola. Esta lectura no se ha usado.'

test.group('Scan screens: a scanner never answers a question', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('RFID assign mode: a badge scanned while "Move the tag here" is asked is refused, the question stays, and only a click moves the tag', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { tennis, holder, target } = await tagHeldElsewhere()
    const next = await createForm('press', tennis, { state: 'approved', lastName: 'Siguiente' })
    const user = await createUser({
      canRfid: true,
      canToppanel: true,
      formTypes: JSON.stringify(['press']),
    })
    await browserContext.loginAs(user)
    const page = await visit('/merchant/systems')
    await page.getByRole('button', { name: 'Asignar tags RFID' }).click()
    await page.locator('#rfid-badge:focus').waitFor()
    await wedge(page, target.code)
    await page.locator('#rfid-tag:focus').waitFor()
    await wedge(page, '04:A3:1B:22')
    await page.getByText('Este tag pertenece a Ana Poseedora.', { exact: false }).waitFor()
    const move = page.getByRole('button', { name: 'Mover el tag aquí' })
    await move.waitFor()

    // The next badge arrives while the question is open: its Enter answers nothing.
    await wedge(page, next.code)
    await page.waitForTimeout(500)
    assert.equal(await tagOf(holder.id), '04A31B22', 'the tag was not moved by a scan')
    assert.isNull(await tagOf(target.id))
    await page.getByText(ANSWER_FIRST).waitFor()
    assert.isTrue(await move.isVisible(), 'the question is still shown')

    // Even with the focus on the button, Enter (a scanner's) does not press it.
    await move.focus()
    await wedge(page, next.code)
    await page.waitForTimeout(500)
    assert.isTrue(await move.isVisible())
    assert.equal(await tagOf(holder.id), '04A31B22')

    // A click is the explicit act.
    await move.click()
    await page.getByText('Berta Destino: Tag 04A31B22 movido aquí desde Ana Poseedora.').waitFor()
    assert.isNull(await tagOf(holder.id))
    assert.equal(await tagOf(target.id), '04A31B22')
    await page.locator('#rfid-badge:focus').waitFor()
  })

  test("a request's RFID field: a reader's Enter while the move is asked is refused; Esc keeps the tag where it is", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { holder, target } = await tagHeldElsewhere()
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    await browserContext.loginAs(user)
    const page = await visit(`/merchant/mform/press/${target.id}`)
    const field = page.locator('#rfid-input')
    await field.click()
    await wedge(page, '04A31B22')
    await page.getByText('Este tag pertenece a Ana Poseedora.', { exact: false }).waitFor()
    const move = page.getByRole('button', { name: 'Mover el tag aquí' })
    await move.waitFor()

    await field.click()
    await wedge(page, '04A31B22')
    await page.waitForTimeout(500)
    assert.equal(await tagOf(holder.id), '04A31B22', 'the tag was not moved by a scan')
    await page.getByText(ANSWER_FIRST).waitFor()
    assert.isTrue(await move.isVisible())

    // With the focus on the button, a reader's Enter still does not press it.
    await move.focus()
    await wedge(page, '04A31B22')
    await page.waitForTimeout(500)
    assert.equal(await tagOf(holder.id), '04A31B22')

    await page.keyboard.press('Escape')
    await move.waitFor({ state: 'detached' })
    assert.equal(await tagOf(holder.id), '04A31B22')
    assert.isNull(await tagOf(target.id))
  })
})
