import type { ColumnMap, ImportColumn } from '#services/imports/columns'
import type { Nationalities } from '#services/imports/nationalities'

/** What a row asks for; an optional column absent from the file leaves that field alone. */
export type PlayerValues = {
  name: string
  lastName: string
  passport: string
  nationalityId?: number | null
  inQuarterFinals?: boolean
  isSpanish?: boolean
}

/** A reason a row is refused: a key under `imports.reasons` and its placeholders. */
export type Reason = { key: string; data?: Record<string, string | number> }

/** Who a row names, as the file wrote it: shown beside a refused row's reason. */
export type RowIdentity = { passport: string | null; fullName: string | null }

export type RowCheck =
  { ok: true; values: PlayerValues } | { ok: false; reasons: Reason[]; identity: RowIdentity }

const TRUE_WORDS = new Set(['1', 'yes', 'y', 'si', 'sí', 's', 'true', 'x', 'verdadero'])
const FALSE_WORDS = new Set(['0', 'no', 'n', 'false', 'falso', ''])

/** Yes/no cells as people type them: 1/0, yes/no, sí/no, true/false, an x, or nothing. */
export function parseYesNo(value: string): boolean | undefined {
  const word = value.trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return true
  if (FALSE_WORDS.has(word)) return false
  return undefined
}

/** Document numbers are kept without spaces or dashes, upper-case. */
export function normalizePassport(value: string) {
  return value.replace(/[\s\-.]/g, '').toUpperCase()
}

const oneSpace = (value: string) => value.replace(/\s+/g, ' ').trim()

export function cellOf(cells: string[], columns: ColumnMap, column: ImportColumn) {
  const index = columns[column]
  return index === undefined ? undefined : (cells[index] ?? '')
}

/** Checks one row; every problem is reported, not only the first. */
export function checkRow(cells: string[], columns: ColumnMap, nationalities: Nationalities) {
  const reasons: Reason[] = []
  const name = oneSpace(cellOf(cells, columns, 'name') ?? '')
  const lastName = oneSpace(cellOf(cells, columns, 'lastName') ?? '')
  const passport = normalizePassport(cellOf(cells, columns, 'passport') ?? '')

  if (!name) reasons.push({ key: 'name_required' })
  else if (name.length > 80) reasons.push({ key: 'name_too_long', data: { max: 80 } })
  if (!lastName) reasons.push({ key: 'last_name_required' })
  else if (lastName.length > 120) reasons.push({ key: 'last_name_too_long', data: { max: 120 } })
  if (!passport) reasons.push({ key: 'passport_required' })
  else if (!/^[A-Z0-9]{1,40}$/.test(passport)) reasons.push({ key: 'passport_invalid' })

  const values: PlayerValues = { name, lastName, passport }

  const nationality = cellOf(cells, columns, 'nationality')
  if (nationality !== undefined) {
    if (nationality.trim() === '') values.nationalityId = null
    else {
      values.nationalityId = nationalities.find(nationality)
      if (values.nationalityId === undefined) {
        reasons.push({
          key: 'nationality_unknown',
          data: { value: nationality.trim().slice(0, 60) },
        })
      }
    }
  }

  for (const column of ['inQuarterFinals', 'isSpanish'] as const) {
    const cell = cellOf(cells, columns, column)
    if (cell === undefined) continue
    const flag = parseYesNo(cell)
    if (flag === undefined) {
      reasons.push({ key: `${column}_invalid`, data: { value: cell.trim().slice(0, 60) } })
    } else values[column] = flag
  }

  if (reasons.length === 0) return { ok: true, values } as RowCheck
  const identity = {
    passport: (cellOf(cells, columns, 'passport') ?? '').trim().slice(0, 60) || null,
    fullName: `${name} ${lastName}`.trim().slice(0, 210) || null,
  }
  return { ok: false, reasons, identity } as RowCheck
}

/** Who a checked row names: its values, or what the file wrote for a refused row. */
export function identityOf(check: RowCheck): RowIdentity {
  if (!check.ok) return check.identity
  const { passport, name, lastName } = check.values
  return { passport, fullName: `${name} ${lastName}` }
}
