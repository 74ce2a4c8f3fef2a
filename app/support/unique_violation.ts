/** A write refused by a unique index, on PostgreSQL or SQLite: someone else got there first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
