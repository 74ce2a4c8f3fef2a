/** A write refused by a foreign key, on PostgreSQL or SQLite: the row it names is gone, or still named. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
}
