import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupRefused extends Error {}

/**
 * `node ace backup` and `restore` cover the embedded setup: the SQLite file
 * and the private files of the fs disk, the organiser's only copy. At scale
 * the database and the bucket have their own tools (README, "Backups").
 */
export function assertEmbeddedSetup() {
  if (env.get('DB_CONNECTION') !== 'sqlite') {
    throw new BackupRefused(
      'The database is PostgreSQL: back it up with pg_dump and restore it with pg_restore (README, "Backups"). This command covers the embedded SQLite setup only.'
    )
  }
  if (env.get('DRIVE_DISK') !== 'fs') {
    throw new BackupRefused(
      'The private files are in object storage (DRIVE_DISK=s3): keep them with the bucket\'s versioning (README, "Backups"). This command covers the local disk only.'
    )
  }
}

/**
 * Runs `work` on a connection of its own to another SQLite file (a snapshot,
 * a restored copy), closed afterwards.
 */
export async function withSqliteFile<T>(
  filename: string,
  work: (client: QueryClientContract) => Promise<T>
): Promise<T> {
  const name = `backup_${randomUUID()}`
  db.manager.add(name, {
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
  })
  try {
    return await work(db.connection(name))
  } finally {
    await db.manager.close(name, true)
  }
}
