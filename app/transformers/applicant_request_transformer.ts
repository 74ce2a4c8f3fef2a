import type Form from '#models/form'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Locale } from '#config/i18n'
import type { RequestStatusFacts } from '#services/applicants/request_status'

/**
 * A request as its applicant sees it through their signed links: only what
 * they sent or what staff decided for them, texts in their language. The
 * status page's facts (decision, badge, settings) and the language are
 * constructor arguments, so the changes page's heading needs neither.
 */
export default class ApplicantRequestTransformer extends BaseTransformer<Form> {
  constructor(
    form: Form,
    protected facts: Partial<RequestStatusFacts> = {},
    protected locale: Locale = 'es'
  ) {
    super(form)
  }

  /** The status page: state, staff's reason and note, and how to collect an approved badge. */
  toObject() {
    const form = this.resource
    const state = form.state as 'waiting' | 'approved' | 'rejected'
    const { settings, decision, credential } = this.facts
    const data = state === 'rejected' ? (decision?.dataMap ?? {}) : {}
    return {
      type: form.type,
      code: form.code,
      name: form.name,
      submittedOn: form.createdAt.toISODate()!,
      state,
      reason:
        state === 'rejected'
          ? (settings?.reasons.find((item) => item.id === data.reason)?.[this.locale] ?? null)
          : null,
      note: typeof data.note === 'string' ? data.note : null,
      approved:
        state === 'approved'
          ? {
              zones: credential?.zoneList ?? [],
              days: credential?.dayPass ?? null,
              collection: settings?.approvedTexts[form.category]?.[this.locale] || null,
            }
          : null,
    }
  }

  /** The request the changes page is for: its type and reference. */
  forChanges() {
    return this.pick(this.resource, ['type', 'code'])
  }
}
