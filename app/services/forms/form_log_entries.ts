import FormLog from '#models/form_log'

/**
 * A form's history for the show page, oldest first, each log with the staff
 * member who made it. Oldest first is insertion order: raw inserts keep their
 * time to the second only, so a decision in the second of the request's own
 * log would sort before it by time on PostgreSQL.
 */
export function formLogEntries(formId: number) {
  return FormLog.query().where('formId', formId).preload('user').orderBy('id', 'asc')
}
