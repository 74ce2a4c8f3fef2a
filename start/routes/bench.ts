/*
|--------------------------------------------------------------------------
| The framework's floor, for benchmarks
|--------------------------------------------------------------------------
| Registered only when BENCH_FLOOR_ROUTES is true (the benchmarks start the
| server so). Behind the same middleware as every page (session, shield,
| i18n, Inertia), they do the least a page or a submit can: render an empty
| page, and validate one field and insert one row in a transaction. A
| benchmark divides our figure by theirs to measure our own code.
*/

import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'

const floorValidator = vine.create({ name: vine.string().trim().minLength(1).maxLength(80) })

let table: Promise<void> | undefined
function floorTable() {
  const schema = db.connection().schema
  table ??= schema.hasTable('bench_floor_rows').then(async (exists) => {
    if (exists) return
    await schema.createTable('bench_floor_rows', (columns) => {
      columns.increments('id')
      columns.string('name', 80).notNullable()
      columns.timestamp('created_at').notNullable()
    })
  })
  return table
}

router.get('/__bench/floor', ({ inertia }) => inertia.render('bench/floor', {}))

router.post('/__bench/floor', async ({ request, response }) => {
  const { name } = await request.validateUsing(floorValidator)
  await floorTable()
  await db.transaction((trx) =>
    trx.table('bench_floor_rows').insert({ name, created_at: new Date() })
  )
  return response.redirect('/__bench/floor')
})
