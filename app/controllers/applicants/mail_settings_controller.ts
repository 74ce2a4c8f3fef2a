import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import Tournament, { type Sport } from '#models/tournament'
import {
  applicantMailSettingsValidator,
  mailPreviewValidator,
} from '#validators/applicant_mail_settings'
import { mailSettingsOf, saveMailSettings } from '#services/applicants/mail_settings'
import { categoriesOfSport, decisionMailPreview } from '#services/applicants/mail_preview'
import { notify } from '#http/notify'
import TournamentTransformer from '#transformers/tournament_transformer'

/** A new reason's id: short, random, never reused for another reason. */
const newReasonId = () => randomBytes(5).toString('hex')

/** Configuration → Tournaments → Applicant mails (admin only; start/routes/applicants.ts). */
export default class MailSettingsController {
  async edit(ctx: HttpContext) {
    const tournament = await Tournament.findOrFail(ctx.params.id)
    const settings = await mailSettingsOf(tournament.id)
    const choice = await mailPreviewValidator.validate(ctx.request.qs()).catch(() => ({}))
    return ctx.inertia.render('applicants/staff/mail_settings', {
      tournament: TournamentTransformer.transform(tournament).useVariant('forHeading'),
      categories: categoriesOfSport(tournament.sport as Sport),
      settings,
      preview: decisionMailPreview(tournament, settings, choice),
    })
  }

  async update(ctx: HttpContext) {
    const tournament = await Tournament.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(applicantMailSettingsValidator)
    const approvedTexts = Object.fromEntries(
      (input.approvedTexts ?? [])
        .filter((text) => text.es && text.en)
        .map((text) => [text.category, { es: text.es!, en: text.en! }])
    )
    const reasons = (input.reasons ?? [])
      .filter((reason) => reason.es && reason.en)
      .map((reason) => ({ id: reason.id ?? newReasonId(), es: reason.es!, en: reason.en! }))
    await saveMailSettings(tournament.id, {
      decisionMails: input.decisionMails ?? false,
      approvedTexts,
      reasons,
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('applicant_mails.edit', { id: tournament.id })
  }
}
