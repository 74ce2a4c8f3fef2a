import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { HISTORY_EVENTS } from '#services/history/form_history'

/** A request's page names each history entry by its kind: every kind has its label. */
test.group('History labels', () => {
  for (const locale of ['es', 'en']) {
    test(`every kind of history entry is named in ${locale}`, async ({ assert }) => {
      const messages = JSON.parse(
        await readFile(app.makePath(`resources/lang/${locale}/forms_admin.json`), 'utf8')
      )
      assert.sameMembers(Object.keys(messages.log_types), [...HISTORY_EVENTS])
    })
  }
})
