import { ApplicantMailSettingSchema } from '#database/schema'

/** A text in both languages the applicant may read. */
export type BilingualText = { es: string; en: string }
/** What an approved applicant of a category is told about collecting the credential. */
export type ApprovedTexts = Record<string, BilingualText>
/** A reason staff pick when they reject, with a stable id the history keeps. */
export type RejectionReason = BilingualText & { id: string }

function parsed(json: string, fallback: unknown): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return fallback
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'
const isBilingual = (value: unknown): value is BilingualText =>
  !!value && typeof value === 'object' && isText((value as any).es) && isText((value as any).en)

/** One tournament's decision-mail settings (Configuration → Tournaments → Applicant mails). */
export default class ApplicantMailSetting extends ApplicantMailSettingSchema {
  get approvedTextMap(): ApprovedTexts {
    const value = parsed(this.approvedTexts, {})
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, BilingualText] =>
        isBilingual(entry[1])
      )
    )
  }

  get reasonList(): RejectionReason[] {
    const value = parsed(this.rejectionReasons, [])
    if (!Array.isArray(value)) return []
    return value.filter(
      (reason): reason is RejectionReason => isBilingual(reason) && isText((reason as any).id)
    )
  }
}
