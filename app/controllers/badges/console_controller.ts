import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { deskScope, formTypesOf } from '#services/auth/form_access'
import { hasCapability } from '#services/auth/capabilities'
import { formType } from '#forms/registry'
import { consoleFilters, consoleList } from '#services/badges/console_list'
import { changeConsoleState } from '#services/badges/console_state'
import { printableIds } from '#services/badges/badge_data'
import { refusedNames } from '#services/badges/print_refusals'
import { idList, renderBadges } from '#services/badges/print_badges'
import { alreadyPrinted, REPRINT_REASONS } from '#services/badges/printed_cards'
import { stationChoices } from '#services/printing/print_stations'
import { bulkStateValidator } from '#validators/form_state'
import { reprintValidator } from '#validators/card'
import { reasonChoicesFor } from '#services/applicants/rejection_details'
import { GATE_FILTERS } from '#services/credentials/gate_status'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'
import { recordFileAccessOfEach } from '#services/privacy/file_access_log'
import FormRowTransformer from '#transformers/form_row_transformer'

/** The accreditation system console. */
export default class ConsoleController {
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const formTypes = formTypesOf(user)
    const filters = consoleFilters(ctx.request.qs(), formTypes)
    const { rows, pagination } = await consoleList(filters, deskScope(user))
    /** The first of the user's types whose credentials staff issue without a request. */
    const issueType = formTypes.find((slug) => formType(slug)?.issuedByStaff) ?? null
    return ctx.inertia.render('badges/console', {
      filters,
      formTypes,
      gateFilters: [...GATE_FILTERS],
      can: {
        print: hasCapability(user, 'print'),
        rfid: hasCapability(user, 'rfid'),
        edit: hasCapability(user, 'edit'),
        /** An issued credential is approved at once: creating it needs the right to approve. */
        issue: hasCapability(user, 'create') && hasCapability(user, 'edit') && issueType !== null,
      },
      issueType,
      rows: FormRowTransformer.transform(rows).useVariant('forConsole'),
      pagination,
      rejectionReasons: () => reasonChoicesFor(formTypes, ctx.i18n.locale),
      reprintReasons: [...REPRINT_REASONS],
      /** The print stations a selection may be sent to (this year's tournaments the user prints for). */
      stations: () => stationChoices(user),
    })
  }

  /** POST state {state, ids[]}: through the state machine; refusals reported per id. */
  async state(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const {
      ids,
      state = 'approved',
      ...details
    } = await ctx.request.validateUsing(bulkStateValidator)
    const result = await changeConsoleState(ids, state, deskScope(user), user.id, details)
    if (wantsJson(ctx)) return result
    notify(ctx, result.refused.length ? 'info' : 'success', 'forms_admin.state.bulk', {
      changed: result.changed.length,
      refused: result.refused.length,
    })
    return redirectBack(ctx)
  }

  /**
   * GET pdfs?ids=1,2,3: a preview of the badges; a link, so it logs no print.
   * Ids not valid for print are named in the X-Not-Valid-For-Print header, and
   * by name in X-Not-Valid-For-Print-Names.
   */
  async pdfs(ctx: HttpContext) {
    return this.#badges(ctx, ctx.request.qs().ids, null)
  }

  /**
   * POST pdfs {ids} (CSRF): the badges printed, each one logged as printed;
   * with a `reason`, a reprint of the same cards, logged with it (codes unchanged).
   */
  async print(ctx: HttpContext) {
    const { reason } = await ctx.request.validateUsing(reprintValidator)
    return this.#badges(ctx, ctx.request.input('ids'), { reason: reason || null })
  }

  /**
   * The badges of the approved credentials of this year the user reviews,
   * among the ids, one per page. The others are named in the
   * X-Not-Valid-For-Print header; every badge shown is in the file access log.
   */
  async #badges(ctx: HttpContext, rawIds: unknown, reprint: { reason: string | null } | null) {
    const print = reprint !== null
    const user = ctx.auth.getUserOrFail()
    const ids = idList(rawIds)
    const printable = await printableIds(ids, deskScope(user))
    const refused = ids.filter((id) => !printable.includes(id))
    const names = await refusedNames(refused, formTypesOf(user), ctx.i18n)
    if (printable.length === 0) return this.#fail(ctx, 'badges.nothing_to_print', refused, names)
    if (print && !reprint.reason) {
      /** A second print of the same card is a reprint: it says why (misprint, damaged). */
      const again = await alreadyPrinted(printable)
      if (again.size > 0) {
        const message = ctx.i18n.t('badges.reprint_needs_reason', { count: again.size })
        if (wantsJson(ctx))
          return ctx.response.unprocessableEntity({ message, reprints: [...again] })
        notify(ctx, 'error', 'badges.reprint_needs_reason', { count: again.size })
        return redirectBack(ctx)
      }
    }
    let path: string
    try {
      path = await renderBadges(
        printable,
        ctx.i18n,
        reprint ? { userId: user.id, reprintReason: reprint.reason } : null
      )
    } catch (error) {
      logger.error({ err: error }, 'badge rendering failed')
      return this.#fail(ctx, 'badges.failed', refused, names)
    }
    await recordFileAccessOfEach(ctx, {
      kind: 'badges',
      formIds: printable,
      detail: `${print ? 'print' : 'preview'} of ${printable.length}`,
    })
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header('content-disposition', `inline; filename="badges-${printable.length}.pdf"`)
    ctx.response.header('cache-control', 'private, no-store')
    ctx.response.header('x-not-valid-for-print', refused.join(','))
    /** The same requests by name, for the page to say (URI-encoded: a header is ASCII). */
    ctx.response.header('x-not-valid-for-print-names', encodeURIComponent(names))
    ctx.response.header('x-printed', print ? printable.join(',') : '')
    const file = createReadStream(path)
    file.on('close', () => void rm(path, { force: true }))
    return ctx.response.stream(file)
  }

  #fail(ctx: HttpContext, key: string, refused: number[], names: string) {
    const message = ctx.i18n.t(key, { names })
    if (wantsJson(ctx))
      return ctx.response.unprocessableEntity({ message, notValidForPrint: refused })
    notify(ctx, 'error', key, { names })
    return redirectBack(ctx)
  }
}
