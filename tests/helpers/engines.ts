import type { Group, Test } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import { isTestWorker } from '#tests/helpers/queue'

/**
 * A test whose outcome cannot depend on DB_CONNECTION: it runs no query on
 * the app's database connection (pure code, files, headers, the route
 * list), or it picks its own database whatever DB_CONNECTION says (a child
 * process with its own SQLite file or PostgreSQL database). CI runs these
 * once, in the SQLite pass; the PostgreSQL pass runs
 * `--tags=~@engine-independent`. The unit suite is engine-independent as a
 * whole. A test that queries the app's connection, even only to read, is
 * engine-dependent: it must run on both.
 */
export const ENGINE_INDEPENDENT = '@engine-independent'

/** Tags every test of the group (a test's own `.tags()` must then pass 'append'). */
export function engineIndependent(group: Group) {
  group.tap((test) => test.tags([ENGINE_INDEPENDENT], 'append'))
}

function claimsEngineIndependence(test: Test, suiteName: string) {
  return suiteName === 'unit' || test.options.tags.includes(ENGINE_INDEPENDENT)
}

/**
 * Test setup hook: a test that claims engine independence fails when it ran
 * a query on the app's connection, so a wrong tag cannot hide a test from
 * the PostgreSQL pass.
 */
export function holdToEngineIndependence(suiteName: string) {
  return (test: Test) => {
    if (!claimsEngineIndependence(test, suiteName)) return
    const client = db.connection().getWriteClient()
    const queries: string[] = []
    /** The queue's worker polls the database beside every test: its queries are not the test's. */
    const count = (query: { sql: string }) => {
      if (!isTestWorker()) queries.push(query.sql)
    }
    client.on('query', count)
    return () => {
      client.off('query', count)
      if (queries.length) {
        throw new Error(
          `"${test.title}" is engine-independent (${suiteName === 'unit' ? 'unit suite' : ENGINE_INDEPENDENT}) ` +
            `but ran ${queries.length} database queries, e.g. ${queries[0].slice(0, 120)}: ` +
            'move it to the functional suite or drop the tag, so it runs on PostgreSQL too'
        )
      }
    }
  }
}
