import type FormLog from '#models/form_log'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * An entry of a request's history: who (its user preloaded; null for the
 * applicant or a removed user), when, a state change's ends and the fields an
 * edit changed, named by `labelOf`.
 */
export default class FormLogTransformer extends BaseTransformer<FormLog> {
  constructor(
    log: FormLog,
    protected labelOf: (name: string) => string
  ) {
    super(log)
  }

  toObject() {
    const log = this.resource
    const data = log.dataMap
    return {
      ...this.pick(log, ['id', 'type']),
      at: log.createdAt.toISO()!,
      by: log.user?.fullName ?? null,
      from: typeof data.from === 'string' ? data.from : null,
      to: typeof data.to === 'string' ? data.to : null,
      changed: Array.isArray(data.changed)
        ? data.changed.map((name) => this.labelOf(String(name)))
        : [],
    }
  }
}
