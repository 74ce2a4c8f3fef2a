import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import {
  AUDIT_ACTIONS,
  allAudit,
  recordAudit,
  searchAudit,
  type AuditFilters,
} from '#services/audit/audit_trail'
import { auditCsv } from '#services/audit/audit_csv'
import { auditActor } from '#http/audit_actor'
import { MAX_RECORD_ID } from '#validators/rules/record_id'
import StaffNameTransformer from '#transformers/staff_name_transformer'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A query string read leniently: anything unexpected is no filter at all (never an error). */
function filtersFrom(query: Record<string, unknown>): AuditFilters {
  const id = (value: unknown) => {
    const number = Number(value)
    return Number.isInteger(number) && number > 0 && number <= MAX_RECORD_ID ? number : null
  }
  const day = (value: unknown) =>
    typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null
  const action = AUDIT_ACTIONS.find((name) => name === query.action) ?? null
  const objectType =
    typeof query.objectType === 'string' && /^[a-z_]{1,32}$/.test(query.objectType)
      ? query.objectType
      : null
  const text = (value: unknown, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : null
  return {
    action,
    actorId: id(query.actor),
    label: text(query.label, /^[^\p{Cc}]{1,254}$/u),
    ip: text(query.ip, /^[0-9a-fA-F.:]{1,64}$/),
    objectType,
    objectId: id(query.objectId),
    from: day(query.from),
    to: day(query.to),
  }
}

/** Configuration → Audit trail: administrators search and export it. */
export default class AuditController {
  async index({ inertia, request }: HttpContext) {
    const query = request.qs()
    const filters = filtersFrom(query)
    const page = Number.parseInt(String(query.page ?? ''), 10)
    const current = Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1
    const users = await User.query()
      .orderBy('lastName')
      .orderBy('name')
      .select('id', 'name', 'lastName')
    const { rows, pagination } = await searchAudit(filters, current)
    return inertia.render('auth/audit', {
      filters,
      actions: [...AUDIT_ACTIONS],
      users: StaffNameTransformer.transform(users),
      /** Details as their JSON text: the page shows them as they are stored. */
      rows: rows.map((row) => ({ ...row, details: JSON.stringify(row.details) })),
      pagination,
    })
  }

  /** The matching rows as CSV; the export is itself a row of the trail. */
  async export(ctx: HttpContext) {
    const filters = filtersFrom(ctx.request.qs())
    await recordAudit({
      ...auditActor(ctx),
      action: 'export',
      objectType: 'audit_trail',
      details: { filters },
    })
    ctx.response.header('content-type', 'text/csv; charset=utf-8')
    ctx.response.header('content-disposition', 'attachment; filename="audit-trail.csv"')
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.send(await auditCsv(allAudit(filters)))
  }
}
