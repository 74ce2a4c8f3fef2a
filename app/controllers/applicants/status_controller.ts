import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#config/i18n'
import { requestStatus } from '#services/applicants/request_status'
import ApplicantRequestTransformer from '#transformers/applicant_request_transformer'
import { publishedShiftsOf } from '#services/rosters/roster_grid'
import { walletLinks } from '#services/wallets/wallet_passes'

/** The applicant's status page, reached only through the signed link of their mails. */
export default class StatusController {
  async show(ctx: HttpContext) {
    const found = ctx.request.hasValidSignature()
      ? await requestStatus(Number(ctx.params.id))
      : null
    if (!found) {
      /** Tampered, expired, or the data is gone: a clear page, nothing of the request. */
      ctx.response.status(410)
      return ctx.inertia.render('applicants/link_refused', {})
    }
    const locale = ctx.i18n.locale as Locale
    return ctx.inertia.render('applicants/status', {
      status: ApplicantRequestTransformer.transform(found.form, found.facts, locale),
      /** "Add to Apple Wallet" / "Save to Google Wallet": only with the organiser's keys. */
      wallet: await walletLinks(found.form.id, locale),
      /** Their published roster shifts (volunteers, ball kids, umpires). */
      shifts: await publishedShiftsOf([found.form.id]),
    })
  }
}
