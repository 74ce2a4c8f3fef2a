import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import PlayerImport from '#models/player_import'
import type Tournament from '#models/tournament'
import type User from '#models/user'
import { IMPORT_STALL_MINUTES } from '#services/imports/interrupted_imports'
import { sqlTimestamp } from '#support/sql_time'
import { createUser } from '#tests/helpers/users'
import { currentTennis } from '#tests/helpers/imports'

type Owner = { tournament: Tournament; admin: User }

async function owner(): Promise<Owner> {
  return { tournament: await currentTennis(), admin: await createUser({ isAdmin: true }) }
}

/** An import row as acceptImport and a run leave it, last touched `minutesAgo` minutes ago. */
async function importRow({ tournament, admin }: Owner, status: string, minutesAgo: number) {
  const record = await PlayerImport.create({
    tour: 'WTA',
    tournamentId: tournament.id,
    userId: admin.id,
    fileKey: `imports/${status}-${minutesAgo}.csv`,
    importedFileName: 'wta.csv',
    locale: 'en',
    status,
    totalRows: 10_000,
    registriesCount: 10_000,
    processedRows: 4_000,
    createdCount: 4_000,
    updatedCount: 0,
    unchangedCount: 0,
    failedCount: 0,
  })
  await PlayerImport.query()
    .where('id', record.id)
    .update({ updated_at: sqlTimestamp(DateTime.now().minus({ minutes: minutesAgo })) })
  return record
}

async function statusOf(id: number) {
  const record = await PlayerImport.findOrFail(id)
  return { status: record.status, error: record.error }
}

test.group('Imports · a run the worker never finished', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a run silent for too long shows as failed with a message; live and queued ones do not', async ({
    client,
    assert,
  }) => {
    const staff = await owner()
    const stale = await importRow(staff, 'running', IMPORT_STALL_MINUTES + 5)
    const live = await importRow(staff, 'running', 1)
    const queued = await importRow(staff, 'queued', IMPORT_STALL_MINUTES + 60)

    const response = await client
      .get('/merchant/import')
      .loginAs(staff.admin)
      .withPlainCookie('locale', 'en')
      .withInertia()
    response.assertStatus(200)
    const shown = new Map(
      (response.inertiaProps.imports as { id: number; status: string; error: string | null }[]).map(
        (item) => [item.id, item]
      )
    )
    assert.equal(shown.get(stale.id)?.status, 'failed')
    assert.equal(shown.get(stale.id)?.error, 'imports.errors.interrupted')
    assert.equal(shown.get(live.id)?.status, 'running')
    assert.equal(shown.get(queued.id)?.status, 'queued')

    assert.deepEqual(await statusOf(stale.id), {
      status: 'failed',
      error: 'imports.errors.interrupted',
    })
    assert.deepEqual(await statusOf(live.id), { status: 'running', error: null })
  })

  test('the details page of an interrupted run says so too', async ({ client, assert }) => {
    const staff = await owner()
    const stale = await importRow(staff, 'running', IMPORT_STALL_MINUTES + 1)
    const response = await client
      .get(`/merchant/import/${stale.id}`)
      .loginAs(staff.admin)
      .withPlainCookie('locale', 'en')
      .withInertia()
    response.assertStatus(200)
    const item = response.inertiaProps.item as { status: string; error: string | null }
    assert.equal(item.status, 'failed')
    assert.equal(item.error, 'imports.errors.interrupted')
  })
})
