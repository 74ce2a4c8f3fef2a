import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { quantityOf } from '#services/restaurants/quantity'

type Mode = 'credit' | 'amount'
type Keypad = {
  pressKey: (entry: string, key: string, mode: Mode) => string
  shown: (entry: string) => string
  totalOf: (entry: string, mode: Mode) => number
  canSend: (entry: string, mode: Mode, holderId: number | null) => boolean
  keypadEntryFromScan: (text: string, mode: Mode) => string | null
  sentValue: (entry: string, mode: Mode) => string
}

/** Client code, loaded by path: the server's TypeScript project does not include the pages. */
const keypad = (await import(app.makePath('inertia/components/staff_desk/keypad.ts'))) as Keypad

function press(keys: string[], mode: Mode) {
  return keys.reduce((entry, key) => keypad.pressKey(entry, key, mode), '')
}

test.group('Restaurant keypad', () => {
  test('digits build the amount; an empty keypad shows 0', ({ assert }) => {
    assert.equal(keypad.shown(''), '0')
    assert.equal(press(['1', '2'], 'amount'), '12')
    assert.equal(press(['0', '5'], 'credit'), '5', 'no leading zero')
    assert.equal(press(['1', '2', 'back'], 'credit'), '1')
    assert.equal(press(['1', '2', 'clear'], 'credit'), '')
  })

  test('in credit mode the point is ignored', ({ assert }) => {
    assert.equal(press(['1', '.', '5'], 'credit'), '15')
    assert.equal(keypad.totalOf('15', 'credit'), 15)
  })

  test('in amount mode a point first gets a leading 0, one point only, two decimals at most', ({
    assert,
  }) => {
    assert.equal(press(['.', '5'], 'amount'), '0.5')
    assert.equal(press(['1', '.', '2', '.', '5', '9'], 'amount'), '1.25')
    assert.equal(press(['3', ','], 'amount'), '3.')
    assert.equal(keypad.totalOf('0.5', 'amount'), 50)
    assert.equal(keypad.totalOf('3.', 'amount'), 300)
    assert.equal(keypad.totalOf('12.34', 'amount'), 1234)
    assert.equal(keypad.sentValue('3.', 'amount'), '3.00')
    assert.equal(keypad.sentValue('0.5', 'amount'), '0.50')
    assert.equal(keypad.sentValue('7', 'credit'), '7')
  })

  test('nothing is sent with total 0, without a holder or without an amount', ({ assert }) => {
    assert.isFalse(keypad.canSend('', 'credit', 7))
    assert.isFalse(keypad.canSend('0', 'credit', 7))
    assert.isFalse(keypad.canSend('0.', 'amount', 7))
    assert.isFalse(keypad.canSend('2', 'credit', null))
    assert.isTrue(keypad.canSend('2', 'credit', 7))
    assert.isTrue(keypad.canSend('0.01', 'amount', 7))
  })

  test('a short number typed into the scan field is a keypad entry; codes and tags are scans', ({
    assert,
  }) => {
    assert.equal(keypad.keypadEntryFromScan('2', 'credit'), '2')
    assert.equal(keypad.keypadEntryFromScan('12,5', 'amount'), '12.5')
    assert.equal(keypad.keypadEntryFromScan('12.5', 'credit'), '125')
    assert.isNull(keypad.keypadEntryFromScan('04A31B22', 'credit'), 'an RFID UID')
    assert.isNull(keypad.keypadEntryFromScan('12345678', 'credit'), 'an all-digit UID')
    assert.isNull(keypad.keypadEntryFromScan('ABCDEFGHJKLMNPQRSTUV', 'credit'), 'a badge code')
  })
})

test.group('Restaurant deduction quantities', () => {
  test('meals are whole numbers from 1 to 50; money is euros with cents, kept in cents', ({
    assert,
  }) => {
    assert.equal(quantityOf('credit', '2'), 2)
    assert.equal(quantityOf('credit', 3), 3)
    for (const bad of ['0', '1.5', '-1', '51', '1e2', '', ' ', 'two', null, undefined]) {
      assert.isNull(quantityOf('credit', bad), String(bad))
    }
    assert.equal(quantityOf('amount', '12.5'), 1250)
    assert.equal(quantityOf('amount', '0.01'), 1)
    assert.equal(quantityOf('amount', '1000'), 100_000)
    for (const bad of ['0', '0.00', '1000.01', '0.001', '1,5', 'NaN', '.5']) {
      assert.isNull(quantityOf('amount', bad), bad)
    }
  })
})
