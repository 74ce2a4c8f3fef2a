import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import Permission from '#models/permission'
import Tournament from '#models/tournament'
import Zone from '#models/zone'
import User from '#models/user'

/** Every zone flag name the permission templates use, as staff wrote them, sorted. */
export async function zoneFlagNames(): Promise<string[]> {
  const names = new Set<string>()
  for (const permission of await Permission.query().select('flags')) {
    for (const name of Object.keys(permission.flagMap)) if (name.trim() !== '') names.add(name)
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'es'))
}

/** This year's tournaments, each with its zones (doors preloaded) and the flags not yet zones. */
export async function zonesOverview() {
  const tournaments = await Tournament.query().where('is_current', true).orderBy('sport')
  const flags = await zoneFlagNames()
  const zones = await Zone.query()
    .whereIn(
      'tournament_id',
      tournaments.map((tournament) => tournament.id)
    )
    .preload('doors', (doors) => doors.orderBy('name'))
    .orderBy('name')
  return tournaments.map((tournament) => {
    const own = zones.filter((zone) => zone.tournamentId === tournament.id)
    const taken = new Set(own.map((zone) => zone.name))
    return { tournament, zones: own, unconfigured: flags.filter((name) => !taken.has(name)) }
  })
}

/** The staff accounts that may be given a zone's doors: active, not administrators. */
export async function stewardCandidates(): Promise<User[]> {
  return User.query().where('is_banned', false).where('is_admin', false).orderBy('name')
}

export async function zoneStewardIds(
  zoneId: number,
  client: QueryClientContract = db.connection()
): Promise<number[]> {
  const rows = await client
    .from('zone_stewards')
    .where('zone_id', zoneId)
    .orderBy('user_id')
    .select('user_id')
  return rows.map((row) => Number(row.user_id))
}

/** The zone's stewards become exactly these accounts. */
export async function setZoneStewards(
  zoneId: number,
  userIds: number[],
  client?: TransactionClientContract
) {
  const inTransaction = (work: (trx: TransactionClientContract) => Promise<void>) =>
    client ? work(client) : db.transaction(work)
  await inTransaction(async (trx) => {
    await trx.from('zone_stewards').where('zone_id', zoneId).delete()
    if (userIds.length > 0) {
      const known = await trx.from('users').whereIn('id', userIds).select('id')
      await trx
        .table('zone_stewards')
        .multiInsert(known.map((row) => ({ zone_id: zoneId, user_id: Number(row.id) })))
    }
  })
}
