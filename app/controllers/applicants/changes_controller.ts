import type { HttpContext } from '@adonisjs/core/http'
import { openRound } from '#services/applicants/change_requests'
import { answerChanges, RoundClosedError } from '#services/forms/changes_answer'
import { changesPageProps } from '#services/applicants/changes_page'
import ApplicantRequestTransformer from '#transformers/applicant_request_transformer'
import TournamentTransformer from '#transformers/tournament_transformer'

/** The applicant's page of requested changes, reached only through the round's signed link. */
export default class ChangesController {
  async edit(ctx: HttpContext) {
    const open = await this.#open(ctx)
    if (!open) return this.#refused(ctx)
    const { form, tournament, ...page } = await changesPageProps(ctx, open)
    return ctx.inertia.render('applicants/changes', {
      ...page,
      request: ApplicantRequestTransformer.transform(form).useVariant('forChanges'),
      tournament: TournamentTransformer.transform(tournament).useVariant('forHeading'),
    })
  }

  async update(ctx: HttpContext) {
    const open = await this.#open(ctx)
    if (!open) return this.#refused(ctx)
    try {
      await answerChanges(ctx, open)
    } catch (error) {
      if (error instanceof RoundClosedError) return this.#refused(ctx)
      throw error
    }
    return ctx.inertia.render('applicants/changes_sent', {})
  }

  async #open(ctx: HttpContext) {
    if (!ctx.request.hasValidSignature()) return null
    return openRound(Number(ctx.params.id), String(ctx.params.nonce))
  }

  /** Tampered, expired, answered, replaced or decided: a clear page, nothing of the request. */
  #refused(ctx: HttpContext) {
    ctx.response.status(410)
    return ctx.inertia.render('applicants/link_refused', { used: true })
  }
}
