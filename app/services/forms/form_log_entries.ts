import FormLog from '#models/form_log'

/** A form's history for the show page, oldest first, each log with the staff member who made it. */
export function formLogEntries(formId: number) {
  return FormLog.query()
    .where('formId', formId)
    .preload('user')
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
}
