import { test } from '@japa/runner'
import { gateDeliveries } from '#services/gates/gate_history'

const access = (data: Record<string, unknown>) => ({ type: 'access', dataMap: data })

test.group('What became of each gate version', () => {
  test('delivered, replaced before delivery, given up, and waiting again after a Retry', ({
    assert,
  }) => {
    const history = [
      { type: 'state', dataMap: { from: 'waiting', to: 'approved' } },
      access({ event: 'change', version: 1, to: 'active' }),
      access({ event: 'change', version: 2, to: 'blocked' }),
      access({ event: 'delivered', version: 2, to: 'blocked' }),
      access({ event: 'change', version: 3, to: 'active' }),
      access({ event: 'failed', version: 3, reason: '503' }),
    ]
    assert.deepEqual(
      [...gateDeliveries(history)],
      [
        [1, 'superseded'],
        [2, 'delivered'],
        [3, 'failed'],
      ]
    )
    const retried = [...history, access({ event: 'retry', version: 3 })]
    assert.equal(gateDeliveries(retried).get(3), 'pending')
    const confirmed = [...retried, access({ event: 'delivered', version: 3, to: 'active' })]
    assert.equal(gateDeliveries(confirmed).get(3), 'delivered')
  })
})
