import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { changeState } from '#services/forms/form_state'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { createOrganisation } from '#tests/helpers/organisations'
import { position, shift } from '#tests/helpers/rosters'
import { pageProblems, settled } from '#tests/helpers/page_audit'
import { sidewaysOverflow } from '#tests/helpers/page_layout'

const hourNow = () => `${String(DateTime.now().setZone('Europe/Madrid').hour).padStart(2, '0')}:00`

/** A table's cell for a row label and a series (the chart's own figures). */
function cell(page: any, table: string, row: string, series: string) {
  return page
    .getByTestId(`table-${table}`)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .locator(`td[data-series="${series}"]`)
}

test.group('Reports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('the live occupancy chart moves when a steward admits someone, without a reload', async ({
    browser,
    assert,
  }) => {
    const { zone, steward, holder } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const baseURL = `http://${process.env.HOST}:${process.env.PORT}`

    const office = await browser.newContext({ baseURL })
    await office.loginAs(admin)
    const reports = await office.newPage()
    await reports.goto('/merchant/reports/passages')
    await reports.getByRole('heading', { name: 'Pasos y ocupación' }).waitFor()
    await reports.getByTestId('reports-live').getByText('En directo').waitFor()
    const now = cell(reports, 'occupancy-per-hour', hourNow(), String(zone.id))
    await now.filter({ hasText: /^0$/ }).waitFor()
    const chart = reports.getByTestId('report-occupancy-per-hour').locator('svg').first()
    const before = await chart.innerHTML()
    await reports.evaluate(() => ((window as any).sameDocument = true))

    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    await phone.loginAs(steward)
    const door = await phone.newPage()
    await door.goto('/merchant/door-check')
    await door.getByRole('heading', { name: 'Prensa door 1' }).waitFor()
    await door.locator('#scan:focus').waitFor()
    await door.keyboard.type(holder.code)
    await door.keyboard.press('Enter')
    await door.getByTestId('door-answer').filter({ hasText: 'Adelante' }).waitFor()

    await now.filter({ hasText: /^1$/ }).waitFor()
    assert.notEqual(await chart.innerHTML(), before, 'the chart is drawn again with the new point')
    assert.isTrue(await reports.evaluate(() => (window as any).sameDocument === true))
    await office.close()
    await phone.close()
  })

  /** The file a download button saves, read back. */
  async function downloaded(page: any, button: any): Promise<Buffer> {
    const download = page.waitForEvent('download')
    await button.click()
    const file = await download
    return readFile(await file.path())
  }

  test('every report renders its figures, passes axe, fits a tablet and downloads CSV, SVG and PNG', async ({
    browser,
    assert,
  }) => {
    const { tennis } = await pressDoor()
    const forms = await Promise.all([1, 2, 3].map(() => createForm('press', tennis)))
    const admin = await createUser({ isAdmin: true, name: 'Carmen', lastName: 'Directora' })
    await changeState([forms[0].id, forms[1].id], 'press', 'approved', admin.id)
    await createOrganisation({ sport: 'tennis', places: 3 })
    const gate = await position(tennis, 'Puerta norte', ['volunteer'])
    await shift(gate, DateTime.now().toISODate()!, '09:00', '13:00', { min: 2, max: 3 })
    const day = DateTime.now().setZone('Europe/Madrid').toISODate()!

    const tablet = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
      viewport: { width: 820, height: 1180 },
      acceptDownloads: true,
    })
    await tablet.loginAs(admin)
    const page = await tablet.newPage()
    for (const report of [
      'requests',
      'backlog',
      'decisions',
      'badges',
      'meals',
      'passages',
      'flags',
      'quotas',
      'rosters',
    ]) {
      await page.goto(`/merchant/reports/${report}`)
      await page.locator('.report-chart svg').first().waitFor()
      await settled(page)
      assert.deepEqual(await pageProblems(page), [], report)
      assert.equal(await sidewaysOverflow(page), 0, `${report} fits a tablet`)
    }

    await page.goto('/merchant/reports/decisions')
    const [waiting] = await db
      .from('form_logs')
      .where({ type: 'state', user_id: admin.id })
      .count('* as total')
    await cell(page, 'decisions-per-reviewer', day, String(admin.id))
      .filter({ hasText: new RegExp(`^${waiting.total}$`) })
      .waitFor()
    const section = page.getByTestId('report-decisions-per-reviewer')
    const csvFile = await downloaded(page, section.getByRole('button', { name: /CSV/ }))
    const csvText = csvFile.toString('utf8')
    assert.include(csvText, 'Carmen Directora')
    assert.include(csvText, `${day},2`)

    const svgFile = await downloaded(page, section.getByRole('button', { name: /SVG/ }))
    const svgText = svgFile.toString('utf8')
    assert.match(svgText, /^<svg/)
    assert.include(svgText, 'Carmen Directora')

    const pngBytes = await downloaded(page, section.getByRole('button', { name: /PNG/ }))
    assert.equal(pngBytes.subarray(1, 4).toString(), 'PNG')

    // Printed: the charts and their tables, without the menu, the filters or the buttons.
    await page.emulateMedia({ media: 'print' })
    assert.isFalse(await page.locator('header').first().isVisible())
    assert.isFalse(await page.getByRole('button', { name: 'Ver informe' }).isVisible())
    assert.isFalse(await section.getByRole('button', { name: /CSV/ }).isVisible())
    assert.isTrue(await page.getByTestId('table-decisions-per-reviewer').isVisible())
    await page.emulateMedia({ media: 'screen' })

    await page.getByLabel('Tipo').selectOption('line')
    await page.getByRole('button', { name: 'Ver informe' }).click()
    await page.waitForURL(/type=line/)
    await cell(page, 'decisions-per-state', day, 'approved').waitFor({ state: 'detached' })
    await page.getByText('No hay datos con estos filtros.').first().waitFor()
    await tablet.close()
  })
})
