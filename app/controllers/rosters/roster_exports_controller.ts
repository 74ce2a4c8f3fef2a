import type { HttpContext } from '@adonisjs/core/http'
import { auditExport } from '#http/audit_configuration'
import { rosterTournament } from '#http/roster_tournament'
import { gridQuery } from '#validators/rosters'
import { positionDaySheet, rosterWorkbook } from '#services/rosters/roster_documents'
import { positionOf } from '#services/rosters/roster_setup'
import { accreditationDays } from '#services/rosters/roster_days'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import { recordFileAccess } from '#services/privacy/file_access_log'

/** Rosters → Excel export of the roster and hours, printable sheet per position and day. */
export default class RosterExportsController {
  async export(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const workbook = await rosterWorkbook(tournament, ctx.i18n)
    await recordFileAccess(ctx, { kind: 'export', detail: `roster ${tournament.id}` })
    await auditExport(ctx, 'roster', tournament.id, {})
    sendXlsxAttachment(ctx, `roster-${tournament.id}.xlsx`)
    return ctx.response.send(workbook)
  }

  async print(ctx: HttpContext) {
    const tournament = await rosterTournament(ctx)
    const query = await gridQuery(ctx.request.qs())
    const position = query.position ? await positionOf(tournament, query.position) : null
    if (!position || !query.day || !accreditationDays(tournament).includes(query.day))
      return ctx.response.notFound()
    const pdf = await positionDaySheet(tournament, position.id, query.day, ctx.i18n)
    ctx.response.header('content-type', 'application/pdf')
    ctx.response.header(
      'content-disposition',
      `inline; filename="roster-${position.id}-${query.day}.pdf"`
    )
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.stream(pdf)
  }
}
