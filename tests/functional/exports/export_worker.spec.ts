import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { formType } from '#forms/registry'
import { writeFormsWorkbook } from '#services/exports/forms_workbook'

test.group('Excel export · workbook worker', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a workbook the worker cannot write fails the export instead of hanging', async ({
    assert,
  }) => {
    await assert.rejects(() =>
      writeFormsWorkbook(formType('press')!, {}, 'es', {
        filename: '/nonexistent-directory/export.xlsx',
      })
    )
  }).timeout(30_000)
})
