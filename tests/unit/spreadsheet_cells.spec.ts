import { test } from '@japa/runner'
import { inertCell } from '#services/security/spreadsheet_cells'

test.group('Spreadsheet cells', () => {
  test('text starting like a formula opens as text: {$self}')
    .with(['=1+1', '+34 600 000 000', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
    .run(({ assert }, value) => {
      assert.equal(inertCell(value), `'${value}`)
    })

  test('other values are kept as they are', ({ assert }) => {
    assert.equal(inertCell('Quintana'), 'Quintana')
    assert.equal(inertCell(-5), -5)
    assert.isNull(inertCell(null))
    const date = new Date(0)
    assert.equal(inertCell(date), date)
  })
})
