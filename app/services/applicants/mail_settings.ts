import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ApplicantMailSetting, {
  type ApprovedTexts,
  type RejectionReason,
} from '#models/applicant_mail_setting'
import Tournament from '#models/tournament'
import { formType } from '#forms/registry'

export type MailSettings = {
  decisionMails: boolean
  approvedTexts: ApprovedTexts
  reasons: RejectionReason[]
}

/** A tournament nobody configured mails its decisions, without collection texts or reasons. */
const DEFAULTS: MailSettings = { decisionMails: true, approvedTexts: {}, reasons: [] }

function settingsOf(row: ApplicantMailSetting | null): MailSettings {
  if (!row) return { ...DEFAULTS }
  return {
    decisionMails: row.decisionMails,
    approvedTexts: row.approvedTextMap,
    reasons: row.reasonList,
  }
}

/** One tournament's settings, read through the caller's transaction when there is one. */
export async function mailSettingsOf(
  tournamentId: number,
  client?: TransactionClientContract
): Promise<MailSettings> {
  const row = await ApplicantMailSetting.query({ client })
    .where('tournamentId', tournamentId)
    .first()
  return settingsOf(row)
}

/** Several tournaments' settings at once (a bulk decision may span years). */
export async function mailSettingsOfMany(
  tournamentIds: number[],
  client: TransactionClientContract
): Promise<Map<number, MailSettings>> {
  const rows = await ApplicantMailSetting.query({ client }).whereIn('tournamentId', tournamentIds)
  const byTournament = new Map(rows.map((row) => [row.tournamentId, settingsOf(row)]))
  return new Map(tournamentIds.map((id) => [id, byTournament.get(id) ?? settingsOf(null)]))
}

/** The reasons staff may pick when rejecting requests of a type: its sport's current tournament's. */
export async function rejectionReasonsFor(type: string): Promise<RejectionReason[]> {
  const definition = formType(type)
  if (!definition) return []
  const tournament = await Tournament.currentOf(definition.sport)
  if (!tournament) return []
  const settings = await mailSettingsOf(tournament.id)
  return settings.reasons
}

export type MailSettingsInput = {
  decisionMails: boolean
  approvedTexts: ApprovedTexts
  reasons: RejectionReason[]
}

/** Saves a tournament's settings (one row per tournament, made on first save). */
export async function saveMailSettings(tournamentId: number, input: MailSettingsInput) {
  await ApplicantMailSetting.updateOrCreate(
    { tournamentId },
    {
      decisionMails: input.decisionMails,
      approvedTexts: JSON.stringify(input.approvedTexts),
      rejectionReasons: JSON.stringify(input.reasons),
    }
  )
}
