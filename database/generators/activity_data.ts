import db from '@adonisjs/lucid/services/db'
import { rebuildTallies } from '#support/report_tallies'
import { Random } from '#database/generators/random'

/**
 * A tournament fortnight's activity on top of the generated requests, for
 * the reports' benchmark and demo: door passages at every zone and meals at
 * every restaurant by the approved holders, through the day (busiest around
 * noon), over the last `days` days up to now. Rows are written in bulk, so
 * the reports' tallies are recounted from them at the end (decision 0260).
 */
export type ActivityOptions = {
  passages: number
  meals: number
  seed: number
  days?: number
  /** PostgreSQL: vacuum the tables after the load (outside any transaction: db:generate). */
  vacuum?: boolean
  log?: (message: string) => void
}

const HOUR = 3_600_000
/** Rows per INSERT: well below either engine's bound-variable limit. */
const CHUNK = 500

function timestamp(date: Date) {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** A moment of the last `days` days, mostly by day (08:00-22:00 UTC), never after now. */
function momentOf(random: Random, days: number, now: number) {
  const day = random.int(0, days - 1)
  const hour = random.chance(0.9) ? random.int(8, 21) : random.int(0, 23)
  const at = now - day * 24 * HOUR - ((now % (24 * HOUR)) - hour * HOUR) + random.int(0, HOUR - 1)
  return Math.min(at, now - random.int(0, 60_000))
}

async function insertChunks(table: string, rows: Record<string, unknown>[]) {
  await db.transaction(async (trx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await trx.table(table).multiInsert(rows.slice(start, start + CHUNK))
    }
  })
}

export async function generateActivity(options: ActivityOptions) {
  const log = options.log ?? (() => {})
  const random = new Random(options.seed ^ 0x2545f491)
  const days = options.days ?? 14
  const now = Date.now()
  const run = `${options.seed}-${now.toString(36)}`
  const ids = async (table: string, state?: string) => {
    const query = db.from(table).select('id')
    if (state) query.where('state', state)
    const rows = await query
    return rows.map((row) => Number(row.id))
  }
  const holders = await ids('forms', 'approved')
  const zones = await ids('zones')
  const restaurants = await ids('restaurants')
  if (holders.length === 0) throw new Error('No approved requests to give activity to')
  const batch = 20_000
  if (zones.length > 0) {
    /**
     * Visits, not loose passages: an admitted entry and its exit a while
     * later (both counted), so the occupancy a report derives rises and
     * falls through each day and is back to nobody inside, as the zones'
     * presences (which these rows do not touch) say; and a few refusals.
     */
    const passage = (index: number, fields: Record<string, unknown>, at: number) => ({
      door_id: null,
      user_id: null,
      message: '{"es":"","en":""}',
      idempotency_key: `gen-${run}-p${index}`,
      created_at: timestamp(new Date(at)),
      ...fields,
    })
    let written = 0
    while (written < options.passages) {
      const rows = []
      while (rows.length < batch && written + rows.length < options.passages) {
        const index: number = written + rows.length
        const zone = random.pick(zones)
        const holder = random.pick(holders)
        const entry = momentOf(random, days, now)
        const exit = entry + random.int(10, 240) * 60_000
        const refused = random.chance(0.07) || exit >= now
        if (refused || written + rows.length + 1 >= options.passages) {
          rows.push(
            passage(
              index,
              {
                zone_id: zone,
                form_id: holder,
                direction: 'in',
                verdict: 'deny',
                reason: 'zone',
                counted: false,
              },
              entry
            )
          )
          continue
        }
        const visit = {
          zone_id: zone,
          form_id: holder,
          verdict: 'admit',
          reason: 'ok',
          counted: true,
        }
        rows.push(passage(index, { ...visit, direction: 'in' }, entry))
        rows.push(passage(index + 1, { ...visit, direction: 'out' }, exit))
      }
      await insertChunks('passages', rows)
      written += rows.length
      log(`${written} passages`)
    }
  }
  if (restaurants.length > 0) {
    for (let done = 0; done < options.meals; done += batch) {
      const rows = []
      for (let index = done; index < Math.min(options.meals, done + batch); index++) {
        const credit = random.chance(0.7)
        rows.push({
          restaurant_id: random.pick(restaurants),
          form_id: random.pick(holders),
          user_id: null,
          type: credit ? 'credit' : 'amount',
          amount: credit ? 1 : random.int(150, 1800),
          idempotency_key: `gen-${run}-m${index}`,
          created_at: timestamp(new Date(momentOf(random, days, now))),
        })
      }
      await insertChunks('restaurant_logs', rows)
      log(`${Math.min(options.meals, done + batch)} meals`)
    }
  }
  await rebuildTallies()
  /**
   * As after any bulk load: fresh statistics, and on PostgreSQL a visibility
   * map, without which its planner reads the heap instead of answering a
   * count from a covering index (autovacuum would, later).
   */
  const tables = 'forms, form_logs, passages, restaurant_logs, report_tallies'
  const postgres = db.connection().dialect.name === 'postgres'
  await db.rawQuery(
    postgres ? `${options.vacuum ? 'vacuum analyze' : 'analyze'} ${tables}` : 'analyze'
  )
  log('report tallies recounted')
}
