import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import { BLACKLIST_CACHE_TAG } from '#models/blacklist_entry'

/** Matched on lowercase "name lastName", spaces collapsed. */
export function blacklistKey(name: string, lastName: string) {
  return `${name} ${lastName}`.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** This process's copy of the list, good while the shared cache holds the version it was read under. */
let held: { version: string; names: Promise<Set<string>> } | null = null

async function readNames() {
  const rows = await db.from('blacklist_entries').select('full_name')
  return new Set(rows.map((row) => String(row.full_name)))
}

/**
 * The list's names. The shared cache keeps only a version, dropped (on every
 * instance, with Redis) when an entry is added or removed; a process reads
 * the whole list once per version (requests arriving meanwhile wait for that
 * one read), so a submit, a till deduction or a door check never queries for
 * a name. A read that fails is forgotten, and the next request reads again.
 */
async function blacklistedNames(): Promise<Set<string>> {
  const version = await cache.getOrSet({
    key: 'blacklist:version',
    tags: [BLACKLIST_CACHE_TAG],
    ttl: '1h',
    factory: () => randomUUID(),
  })
  if (held?.version !== version) {
    const names = readNames()
    held = { version, names }
    names.catch(() => {
      if (held?.names === names) held = null
    })
  }
  return held.names
}

/** Read on every submit, till deduction and door check. */
export async function isBlacklisted(name: string, lastName: string): Promise<boolean> {
  const names = await blacklistedNames()
  return names.has(blacklistKey(name, lastName))
}
