/** What spreadsheet programs read as the start of a formula (or DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A cell value that opens as text: an applicant's "=HYPERLINK(…)" or
 * "+cmd|…" in a name must not run as a formula on a staff computer. Text that
 * starts like a formula gets a leading apostrophe; other values are kept.
 */
export function inertCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}
