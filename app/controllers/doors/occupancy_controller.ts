import type { Locale } from '#config/i18n'
import { auditExport } from '#http/audit_configuration'
import type { HttpContext } from '@adonisjs/core/http'
import { errors as httpErrors } from '@adonisjs/core/http'
import ExcelJS from 'exceljs'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import Zone from '#models/zone'
import { occupancy, whoIsInside, OCCUPANCY_CHANNEL } from '#services/doors/occupancy'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import { streamPrivateFile } from '#services/files/private_file_response'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { inertCell } from '#services/security/spreadsheet_cells'
import ZoneTransformer from '#transformers/zone_transformer'
import ZoneOccupancyTransformer from '#transformers/zone_occupancy_transformer'

/** Occupancy: inside now per zone, live; who is inside a zone, for an evacuation (administrators). */
export default class OccupancyController {
  async index({ inertia }: HttpContext) {
    return inertia.render('doors/occupancy', {
      zones: ZoneOccupancyTransformer.transform(await occupancy()),
      channel: OCCUPANCY_CHANNEL,
    })
  }

  /** The evacuation list: photo, name, category and phone of everyone inside; printable. */
  async show(ctx: HttpContext) {
    const zone = await Zone.query().where('id', ctx.params.id).preload('tournament').firstOrFail()
    const people = await whoIsInside(zone.id)
    await recordFileAccess(ctx, { kind: 'export', detail: `inside zone ${zone.name}` })
    await auditExport(ctx, 'zone', zone.id, { inside: people.length })
    return ctx.inertia.render('doors/inside', {
      zone: ZoneTransformer.transform(zone).useVariant('forInside'),
      people: people.map(({ since: _since, categoryLabel, ...person }) => ({
        ...person,
        category: categoryLabel[ctx.i18n.locale as Locale] ?? person.category,
      })),
    })
  }

  async export(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    const people = await whoIsInside(zone.id)
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet(zone.name.slice(0, 31) || 'zone')
    const t = (key: string) => ctx.i18n.t(`doors.inside.columns.${key}`)
    sheet.addRow([t('last_name'), t('name'), t('category'), t('phone')])
    for (const person of people) {
      sheet.addRow(
        [
          person.lastName,
          person.name,
          person.categoryLabel[ctx.i18n.locale as Locale] ?? person.category,
          person.phone ?? '',
        ].map(inertCell)
      )
    }
    await recordFileAccess(ctx, { kind: 'export', detail: `inside zone ${zone.name}` })
    await auditExport(ctx, 'zone', zone.id, { inside: people.length, spreadsheet: true })
    sendXlsxAttachment(ctx, `inside-zone-${zone.id}.xlsx`)
    return Buffer.from(await workbook.xlsx.writeBuffer())
  }

  /** The photo of someone inside the zone now. */
  async photo(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    const form = await Form.find(ctx.params.form)
    const inside =
      form?.photoPath &&
      (await db
        .from('zone_presences')
        .where({ zone_id: zone.id, form_id: form.id, inside: true })
        .first())
    if (!form || !inside) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    await recordFileAccess(ctx, { kind: 'photo', formId: form.id, detail: `inside ${zone.name}` })
    return streamPrivateFile(ctx, form.photoPath!)
  }
}
