import Form, { FORM_STATES } from '#models/form'
import { containsPattern } from '#support/like_pattern'
import { collected, markerColumns, printed } from '#services/history/credential_markers'
import { GATE_FILTERS, type GateFilter } from '#services/credentials/gate_status'
import { normalizeRfid } from '#services/scanning/scan_codes'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

type YesNo = 'yes' | 'no' | ''

export type ConsoleFilters = {
  type: string
  state: string
  printed: YesNo
  collected: YesNo
  rfid: YesNo
  gate: GateFilter | ''
  search: string
  page: number
}

export const CONSOLE_PAGE_SIZE = 50

const yesNo = (value: unknown): YesNo => (value === 'yes' || value === 'no' ? value : '')

/** Filters from the query string; anything unreadable is left out. */
export function consoleFilters(
  query: Record<string, unknown>,
  formTypes: string[]
): ConsoleFilters {
  const page = Number.parseInt(String(query.page ?? ''), 10)
  return {
    type: typeof query.type === 'string' && formTypes.includes(query.type) ? query.type : '',
    state:
      typeof query.state === 'string' && (FORM_STATES as readonly string[]).includes(query.state)
        ? query.state
        : '',
    printed: yesNo(query.printed),
    collected: yesNo(query.collected),
    rfid: yesNo(query.rfid),
    gate: GATE_FILTERS.includes(query.gate as GateFilter) ? (query.gate as GateFilter) : '',
    search: typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '',
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/**
 * The accreditation console: the user's desk scope (every form type they
 * review, of this year's tournaments), with the credential markers. The search
 * looks in names, document, email, company and code, and matches an RFID tag exactly.
 */
export async function consoleList(filters: ConsoleFilters, scope: FormScope) {
  const query = restrictToScope(Form.query(), scope)
  /** Erased requests are no credentials to work on (the staff lists show them under their filter). */
  query.whereNull('forms.erased_at')
  if (filters.type) query.where('forms.type', filters.type)
  if (filters.state) query.where('forms.state', filters.state)
  if (filters.printed) printed(query, { not: filters.printed === 'no' })
  if (filters.collected) collected(query, { not: filters.collected === 'no' })
  if (filters.rfid === 'yes') query.whereNotNull('forms.rfid')
  if (filters.rfid === 'no') query.whereNull('forms.rfid')
  if (filters.gate === 'not_sent') query.whereNull('forms.access_status')
  else if (filters.gate) query.where('forms.access_status', filters.gate)
  if (filters.search) {
    const tag = normalizeRfid(filters.search)
    query.where((search) => {
      search.whereRaw(`forms.search_text like ? escape '\\'`, [containsPattern(filters.search)])
      if (tag) search.orWhere('forms.rfid', tag)
    })
  }
  const page = await query
    .select('forms.*')
    .select(markerColumns())
    .orderBy('forms.sort_last_name')
    .orderBy('forms.sort_name')
    .orderBy('forms.id')
    .paginate(filters.page, CONSOLE_PAGE_SIZE)
  return {
    /** With the printed and collected markers in $extras (FormRowTransformer's forConsole). */
    rows: page.all(),
    pagination: { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total },
  }
}
