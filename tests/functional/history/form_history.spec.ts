import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Form from '#models/form'
import { storedMoment } from '#support/sql_time'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { recordHistory } from '#services/history/form_history'
import { collected, isPrinted, markerColumns, printed } from '#services/history/credential_markers'

test.group('A request history', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('many entries written at once are all stored, in several statements, with one time', async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const forms = [await createForm('press', tennis), await createForm('press', tennis)]
    /** More rows than one statement takes: 1,300 entries of five values each. */
    const entries = Array.from({ length: 1300 }, (_, index) => ({
      formId: forms[index % 2].id,
      userId: null,
      type: 'print' as const,
      data: { badges: index },
    }))
    const at = DateTime.fromISO('2026-05-02T10:30:00Z')
    await db.transaction((trx) => recordHistory(trx, entries, at))
    const rows = await db
      .from('form_logs')
      .whereIn(
        'form_id',
        forms.map((form) => form.id)
      )
      .where('type', 'print')
      .select('data', 'created_at')
    assert.lengthOf(rows, 1300)
    assert.deepEqual(
      [...new Set(rows.map((row) => storedMoment(row.created_at)?.toISOString()))],
      ['2026-05-02T10:30:00.000Z']
    )
    assert.sameMembers(
      rows.map((row) => JSON.parse(row.data).badges),
      entries.map((entry) => entry.data.badges)
    )
  })

  test('printed and collected are read from the print and signature entries', async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const waiting = await createForm('press', tennis)
    const printedOnly = await createForm('press', tennis)
    const handedOver = await createForm('press', tennis)
    await db.transaction((trx) =>
      recordHistory(trx, [
        { formId: waiting.id, userId: null, type: 'state', data: { from: 'new', to: 'waiting' } },
        { formId: printedOnly.id, userId: null, type: 'print', data: { badges: 1 } },
        { formId: handedOver.id, userId: null, type: 'print', data: { badges: 1 } },
        { formId: handedOver.id, userId: null, type: 'signature', data: { collective: 1 } },
      ])
    )
    const ids = [waiting.id, printedOnly.id, handedOver.id]
    const marked = async (filter: (query: ReturnType<typeof Form.query>) => unknown) => {
      const query = Form.query().whereIn('forms.id', ids)
      filter(query)
      const found = await query.select('forms.id')
      return found.map((form) => form.id).sort((a, b) => a - b)
    }
    assert.deepEqual(await marked((query) => printed(query)), [printedOnly.id, handedOver.id])
    assert.deepEqual(await marked((query) => printed(query, { not: true })), [waiting.id])
    assert.deepEqual(await marked((query) => collected(query)), [handedOver.id])
    assert.deepEqual(
      await marked((query) => collected(query.where('forms.id', waiting.id), { or: true })),
      [waiting.id, handedOver.id]
    )

    const rows = await Form.query()
      .whereIn('forms.id', ids)
      .select('forms.id')
      .select(markerColumns())
      .orderBy('forms.id')
    assert.deepEqual(
      rows.map((form) => [Boolean(form.$extras.printed), Boolean(form.$extras.collected)]),
      [
        [false, false],
        [true, false],
        [true, true],
      ]
    )
    assert.isFalse(await isPrinted(waiting.id))
    assert.isTrue(await isPrinted(printedOnly.id))
  })
})
