import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { organiserDay, validAt } from '#services/credentials/validity'
import type { Validity } from '#services/credentials/credential'

/** The organiser is in Madrid (TIME_ZONE's default): CEST in June, UTC+2. */
const tuesdayPass: Validity = { kind: 'day_pass', from: '2026-06-02', to: '2026-06-02' }

test.group('Credential validity in the organiser time zone', () => {
  test('a Tuesday day pass holds from Tuesday 00:00 to 23:59:59 Madrid time, not UTC', ({
    assert,
  }) => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
    assert.isFalse(validAt(tuesdayPass, at('2026-06-01T21:59:59Z')), 'Monday 23:59:59 in Madrid')
    assert.isTrue(validAt(tuesdayPass, at('2026-06-01T22:00:00Z')), 'Tuesday 00:00 in Madrid')
    assert.isTrue(validAt(tuesdayPass, at('2026-06-02T21:59:59Z')), 'Tuesday 23:59:59 in Madrid')
    assert.isFalse(validAt(tuesdayPass, at('2026-06-02T22:00:00Z')), 'midnight ends it')
    /** Still Tuesday in UTC, already Wednesday for the organiser. */
    assert.equal(organiserDay(at('2026-06-02T23:30:00Z')), '2026-06-03')
  })

  test('a whole-tournament credential holds on its first and last days, and not the day after', ({
    assert,
  }) => {
    const fortnight: Validity = { kind: 'tournament', from: '2026-05-30', to: '2026-06-14' }
    const madrid = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Madrid' })
    assert.isTrue(validAt(fortnight, madrid('2026-05-30T00:00:00')))
    assert.isTrue(validAt(fortnight, madrid('2026-06-14T23:59:00')))
    assert.isFalse(validAt(fortnight, madrid('2026-06-15T00:00:00')))
    assert.isFalse(validAt(fortnight, madrid('2026-05-29T23:59:59')))
  })
})
