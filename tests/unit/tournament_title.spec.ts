import { test } from '@japa/runner'
import { tournamentTitle } from '#support/tournament_title'

test.group('Tournament titles', () => {
  test('the year is said once: added only when the name lacks it', ({ assert }) => {
    assert.equal(tournamentTitle('Open de Tenis 2026', 2026), 'Open de Tenis 2026')
    assert.equal(tournamentTitle('Open de Tenis', 2026), 'Open de Tenis 2026')
    assert.equal(tournamentTitle('2026 Golf Open', 2026), '2026 Golf Open')
    assert.equal(tournamentTitle('Open 20261', 2026), 'Open 20261 2026')
    assert.equal(tournamentTitle('Open de Tenis', null), 'Open de Tenis')
  })
})
