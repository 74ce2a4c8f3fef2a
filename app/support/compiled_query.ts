import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/** Stands for a named value while the query is compiled; never a value a caller sends. */
const MARK = '\u0000compiled-query-value:'

type Compiled = { sql: string; bindings: { name?: string; constant?: unknown }[] }

/**
 * A query of a fixed shape, built and compiled by knex once, then run as raw
 * SQL with each call's values: on a hot path (a door scan) compiling a query
 * of several joins costs more CPU than the database's answer to it. `build`
 * receives `value(name)`, a stand-in for each value that changes per call;
 * every other binding is compiled in as a constant. Rows as both engines
 * return them.
 */
export function compiledQuery<Name extends string>(
  build: (value: (name: Name) => never) => DatabaseQueryBuilderContract
) {
  let compiled: Compiled | null = null
  return async (values: Record<Name, string | number>): Promise<Record<string, any>[]> => {
    compiled ??= compile(build)
    const bindings = compiled.bindings.map((binding) =>
      binding.name === undefined ? binding.constant : values[binding.name as Name]
    )
    const result = await db.rawQuery(compiled.sql, bindings as any[])
    return Array.isArray(result) ? result : result.rows
  }
}

function compile<Name extends string>(
  build: (value: (name: Name) => never) => DatabaseQueryBuilderContract
): Compiled {
  const { sql, bindings } = build((name) => `${MARK}${name}` as never).toSQL()
  return {
    sql,
    bindings: bindings.map((binding) =>
      typeof binding === 'string' && binding.startsWith(MARK)
        ? { name: binding.slice(MARK.length) }
        : { constant: binding }
    ),
  }
}
