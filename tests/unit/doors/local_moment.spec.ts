import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { localMoment } from '#services/doors/local_moment'

const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

test.group('A scan moment in the organiser zone (Europe/Madrid)', () => {
  test('the wall clock of the organiser, minute by minute, across midnight', ({ assert }) => {
    assert.deepEqual(localMoment(at('2026-07-01T21:59:59Z')), { date: '2026-07-01', time: '23:59' })
    assert.deepEqual(localMoment(at('2026-07-01T22:00:00Z')), { date: '2026-07-02', time: '00:00' })
    assert.deepEqual(localMoment(at('2026-07-01T22:00:59Z')), { date: '2026-07-02', time: '00:00' })
  })

  test('the spring change of the clocks: 01:59 is followed by 03:00', ({ assert }) => {
    assert.deepEqual(localMoment(at('2026-03-29T00:59:30Z')), { date: '2026-03-29', time: '01:59' })
    assert.deepEqual(localMoment(at('2026-03-29T01:00:00Z')), { date: '2026-03-29', time: '03:00' })
    assert.deepEqual(localMoment(at('2026-10-25T00:30:00Z')), { date: '2026-10-25', time: '02:30' })
    assert.deepEqual(localMoment(at('2026-10-25T01:30:00Z')), { date: '2026-10-25', time: '02:30' })
  })

  test('a moment asked twice in a minute is the same answer, which nobody can change', ({
    assert,
  }) => {
    const first = localMoment(at('2026-07-01T10:15:05Z'))
    const again = localMoment(at('2026-07-01T10:15:55Z'))
    assert.deepEqual(again, { date: '2026-07-01', time: '12:15' })
    assert.throws(() => ((first as { time: string }).time = '00:00'))
  })
})
