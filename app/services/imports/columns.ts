/**
 * The columns an entry list may have (README "Player imports"). Headers are
 * matched case-, accent- and punctuation-insensitively, in English or Spanish;
 * other columns are ignored (and kept in the result file).
 */
export const IMPORT_COLUMNS = {
  name: ['name', 'first name', 'firstname', 'given name', 'nombre'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'apellidos', 'apellido'],
  passport: ['passport', 'passport number', 'document', 'pasaporte', 'documento'],
  nationality: ['nationality', 'country', 'nat', 'nacionalidad', 'pais'],
  inQuarterFinals: ['quarter finals', 'quarterfinals', 'qf', 'cuartos', 'cuartos de final'],
  isSpanish: ['spanish', 'is spanish', 'espanol', 'espanola'],
} as const

export type ImportColumn = keyof typeof IMPORT_COLUMNS

export const REQUIRED_COLUMNS: ImportColumn[] = ['name', 'lastName', 'passport']

/** "Cuartos de final", "cuartos_de_final" and "CUARTOS-DE-FINAL" all read "cuartosdefinal". */
export function normalizeHeader(header: string) {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const ALIASES = new Map<string, ImportColumn>(
  Object.entries(IMPORT_COLUMNS).flatMap(([column, aliases]) =>
    aliases.map((alias) => [normalizeHeader(alias), column as ImportColumn] as const)
  )
)

/** Where each known column is in the header (the first one wins when repeated). */
export type ColumnMap = Partial<Record<ImportColumn, number>>

export function mapColumns(header: string[]): { columns: ColumnMap; missing: ImportColumn[] } {
  const columns: ColumnMap = {}
  header.forEach((cell, index) => {
    const column = ALIASES.get(normalizeHeader(cell))
    if (column && columns[column] === undefined) columns[column] = index
  })
  return { columns, missing: REQUIRED_COLUMNS.filter((column) => columns[column] === undefined) }
}
