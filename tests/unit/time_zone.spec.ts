import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { endOfOrganiserDay, excelWallClock, formatForPeople } from '#services/i18n/time_zone'

/** The organiser's zone is Europe/Madrid unless TIME_ZONE says otherwise (the tests leave it). */
test.group('Times in the organiser’s time zone', () => {
  test('Excel cells carry Madrid’s wall clock, winter (+1) and summer (+2) alike', ({ assert }) => {
    const winter = excelWallClock(new Date('2026-01-15T10:30:00Z'))
    assert.equal(winter.toISOString(), '2026-01-15T11:30:00.000Z')
    const summer = excelWallClock(new Date('2026-07-15T22:30:00Z'))
    assert.equal(summer.toISOString(), '2026-07-16T00:30:00.000Z', 'past midnight in Madrid')
  })

  test('dates for people are written in the language, in Madrid time', ({ assert }) => {
    const moment = DateTime.fromISO('2026-07-15T22:30:00Z')
    assert.equal(formatForPeople(moment, 'es'), '16 de julio de 2026')
    assert.equal(formatForPeople(moment, 'en'), '16 July 2026')
    assert.include(formatForPeople(moment, 'es', { time: true }), '0:30')
  })

  test('a day ends at Madrid’s midnight, not the server’s', ({ assert }) => {
    const end = endOfOrganiserDay('2026-05-04')
    assert.equal(end.toUTC().toISO(), '2026-05-04T21:59:59.999Z')
  })
})
