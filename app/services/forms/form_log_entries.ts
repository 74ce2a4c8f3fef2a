import FormLog from '#models/form_log'
import User from '#models/user'

/** What the history shows of a log's data: a state change's ends, an edit's fields. */
function logDetails(data: Record<string, unknown>, labelOf: (name: string) => string) {
  return {
    from: typeof data.from === 'string' ? data.from : null,
    to: typeof data.to === 'string' ? data.to : null,
    changed: Array.isArray(data.changed) ? data.changed.map((name) => labelOf(String(name))) : [],
  }
}

/**
 * A form's history for the show page: who did what, when, what changed
 * (oldest first), changed fields named by `labelOf`.
 */
export async function formLogEntries(formId: number, labelOf: (name: string) => string) {
  const logs = await FormLog.query()
    .where('formId', formId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
  const userIds = [
    ...new Set(logs.map((log) => log.userId).filter((id): id is number => id !== null)),
  ]
  const users = userIds.length ? await User.query().whereIn('id', userIds) : []
  const names = new Map(users.map((user) => [user.id, `${user.name} ${user.lastName}`.trim()]))
  return logs.map((log) => ({
    id: log.id,
    type: log.type,
    at: log.createdAt.toISO()!,
    by: log.userId ? (names.get(log.userId) ?? null) : null,
    ...logDetails(log.dataMap, labelOf),
  }))
}
