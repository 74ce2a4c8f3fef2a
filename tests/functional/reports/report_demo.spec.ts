import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import MainSeeder from '#database/seeders/main_seeder'
import { rebuildTallies } from '#support/report_tallies'

type Chart = { id: string; series: { values: number[] }[] }

const total = (chart: Chart) =>
  chart.series.reduce((sum, series) => sum + series.values.reduce((a, b) => a + b, 0), 0)

test.group('Reports · the demo', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })
  group.each.timeout(120_000)

  test("every chart but the review flags shows figures on a newcomer's first look, and they are the rows' recount", async ({
    client,
    assert,
  }) => {
    await new MainSeeder(db.connection()).run()
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const kept = await db.from('report_tallies').count('* as total')
    const shown: Record<string, number> = {}
    /** Yesterday's passages: today's, just after midnight, may not have begun. */
    const yesterday = DateTime.now().setZone('Europe/Madrid').minus({ days: 1 }).toISODate()
    for (const report of [
      'requests',
      'backlog',
      'decisions',
      'badges',
      'meals',
      `passages?to=${yesterday}`,
      'quotas',
      'rosters',
    ]) {
      const response = await client.get(`/merchant/reports/${report}`).loginAs(admin).withInertia()
      response.assertStatus(200)
      for (const chart of response.inertiaProps.charts as Chart[]) shown[chart.id] = total(chart)
    }
    for (const [id, figure] of Object.entries(shown)) {
      /** Refusals are few: a quiet hour may have none; the day's entries and occupancy always do. */
      if (id === 'refusals-per-hour') continue
      assert.isAbove(figure, 0, id)
    }
    await rebuildTallies()
    assert.deepEqual(await db.from('report_tallies').count('* as total'), kept)
  })
})
