import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { binary, pdfText } from '#tests/helpers/pdf'
import { rendererThreads } from '#services/badges/badge_renderers'

function printRequest(client: any, user: any, ids: number[]) {
  return client
    .post('/merchant/systems/pdfs')
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'es')
    .json({ ids })
}

async function printLogs(ids: number[]) {
  const rows = await db.from('form_logs').where('type', 'print').whereIn('form_id', ids)
  return rows.map((row) => Number(row.form_id)).sort((a, b) => a - b)
}

/** The rendered PDFs waiting to be sent (the print removes its own once sent or failed). */
async function renderedFiles() {
  return readdir(app.tmpPath('badges')).catch(() => [] as string[])
}

test.group('Badge renderer threads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  test('a renderer thread that stops mid-print fails the print with the translated message, logs nothing and leaves no file; the next print is drawn by a new thread', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const forms = []
    for (const name of ['Ana', 'Bruno', 'Celia']) {
      forms.push(await createForm('press', tennis, { state: 'approved', name }))
    }
    const ids = forms.map((form) => form.id)
    const user = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })

    /** A preview first, so the threads are running; each stops at its next answer. */
    const preview = await binary(
      client
        .get(`/merchant/systems/pdfs?ids=${ids[0]}`)
        .loginAs(user)
        .header('accept', 'application/pdf')
    )
    preview.response.assertStatus(200)
    const threads = rendererThreads()
    assert.isAbove(threads.length, 0)
    for (const thread of threads) thread.once('message', () => void thread.terminate())
    const filesBefore = await renderedFiles()

    const failed = await printRequest(client, user, ids).header('accept', 'application/json')
    failed.assertStatus(422)
    assert.equal(
      failed.body().message,
      'No se han podido generar las acreditaciones. No se ha marcado ninguna como impresa; inténtalo de nuevo o imprime menos a la vez.'
    )
    assert.deepEqual(await printLogs(ids), [], 'nothing is logged as printed')
    const filesAfter = await renderedFiles()
    assert.deepEqual(
      filesAfter.filter((file) => !filesBefore.includes(file)),
      [],
      'the half-written PDF is removed'
    )

    const printed = await binary(
      printRequest(client, user, ids).header('accept', 'application/pdf, application/json')
    )
    printed.response.assertStatus(200)
    assert.notIncludeMembers(rendererThreads(), threads, 'a new thread drew it')
    const text = await pdfText(printed.body)
    for (const form of forms) assert.include(text, form.code)
    assert.deepEqual(
      await printLogs(ids),
      [...ids].sort((a, b) => a - b)
    )
  })
})
