import { inertCell } from '#services/security/spreadsheet_cells'
import type { AuditRow } from '#services/audit/audit_trail'

const HEADER = [
  'id',
  'occurred_at',
  'actor_id',
  'actor',
  'action',
  'object_type',
  'object_id',
  'ip',
  'details',
]

/** One CSV field: quoted, and inert in a spreadsheet (no formula from a typed email). */
function field(value: unknown) {
  const text = value === null || value === undefined ? '' : String(inertCell(String(value)))
  return `"${text.replaceAll('"', '""')}"`
}

/** The rows as CSV (RFC 4180, CRLF), a header first. */
export async function auditCsv(rows: AsyncIterable<AuditRow>) {
  const lines = [HEADER.join(',')]
  for await (const row of rows) {
    lines.push(
      [
        row.id,
        row.occurredAt,
        row.actorId,
        row.actorName ?? row.actorLabel,
        row.action,
        row.objectType,
        row.objectId,
        row.ip,
        JSON.stringify(row.details),
      ]
        .map(field)
        .join(',')
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
