import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { bucketSql, isPostgres } from '#services/reports/report_queries'

/** UTC times either side of Madrid's clock changes of 2026 (29 March, 25 October, 01:00 UTC) and midnights. */
const TIMES = [
  '2026-03-28 22:59:59',
  '2026-03-28 23:00:00',
  '2026-03-29 00:59:59',
  '2026-03-29 01:00:00',
  '2026-03-29 21:59:59',
  '2026-03-29 22:00:00',
  '2026-10-24 21:59:59',
  '2026-10-24 22:00:00',
  '2026-10-25 00:59:59',
  '2026-10-25 01:00:00',
  '2026-10-25 22:59:59',
  '2026-10-25 23:00:00',
]

test.group('Reports · local days in SQL', () => {
  test("a stored UTC time falls on the organiser's day, across both clock changes of a year", async ({
    assert,
  }) => {
    const range = { start: '2026-01-01 00:00:00', end: '2026-12-31 23:00:00' }
    for (const time of TIMES) {
      const column = isPostgres() ? `'${time}'::timestamptz` : `'${time}'`
      const [row] = await db
        .rawQuery(`select ${bucketSql(column, 'day', range)} as day`)
        .then((result: any) => (Array.isArray(result) ? result : result.rows))
      const expected = DateTime.fromSQL(time, { zone: 'utc' }).setZone('Europe/Madrid').toISODate()
      assert.equal(row.day, expected, time)
    }
  })
})
