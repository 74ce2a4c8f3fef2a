import type { HttpContext } from '@adonisjs/core/http'
import { answerChanges, openRound, RoundClosedError } from '#services/applicants/change_requests'
import { changesPageProps } from '#services/applicants/changes_page'

/** The applicant's page of requested changes, reached only through the round's signed link. */
export default class ChangesController {
  async edit(ctx: HttpContext) {
    const open = await this.#open(ctx)
    if (!open) return this.#refused(ctx)
    return ctx.inertia.render('applicants/changes', await changesPageProps(ctx, open))
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
