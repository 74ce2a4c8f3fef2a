import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import Tournament from '#models/tournament'
import Country from '#models/country'

export const IMPORT_HEADER = [
  'Name',
  'Last name',
  'Passport',
  'Nationality',
  'Quarter-finals',
  'Spanish',
]

/** The country list the app ships (nationalities are matched against it). */
async function seedCountries() {
  const list = JSON.parse(await readFile(app.makePath('database/data/countries.json'), 'utf8')) as {
    code: string
    es: string
    en: string
  }[]
  const existing = await Country.all()
  const known = new Set(existing.map((country) => country.code))
  await Country.createMany(
    list
      .filter(({ code }) => !known.has(code))
      .map(({ code, es, en }) => ({ code, nameEs: es, nameEn: en }))
  )
}

/** The current tennis tournament, which imports fill, and the countries. */
export async function currentTennis(year = 2031) {
  await seedCountries()
  return Tournament.create({
    sport: 'tennis',
    year,
    name: `Open ${year}`,
    startsOn: DateTime.fromISO(`${year}-04-20`),
    endsOn: DateTime.fromISO(`${year}-05-03`),
    isCurrent: true,
  })
}

const directory = () => app.tmpPath('imports-test')

/** A file for an upload or a command, under tmp/imports-test. */
export async function fixture(name: string, contents: string | Uint8Array) {
  await mkdir(directory(), { recursive: true })
  const path = `${directory()}/${name}`
  await writeFile(path, contents)
  return path
}

export function csvOf(rows: (string | number)[][], delimiter = ',') {
  const quote = (cell: string | number) => {
    const text = String(cell)
    return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n'
}

export async function xlsxFixture(name: string, rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('List')
  for (const row of rows) sheet.addRow(row)
  await mkdir(directory(), { recursive: true })
  const path = `${directory()}/${name}`
  await workbook.xlsx.writeFile(path)
  return path
}

/** The rows of a stored workbook (result files), as arrays of cell values. */
export async function storedWorkbookRows(key: string) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(app.makePath(`tmp/storage-test/${key}`))
  const rows: unknown[][] = []
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

/** Files under the private disk's imports/ folder. */
export async function storedImportFiles(): Promise<string[]> {
  const entries = await readdir(app.makePath('tmp/storage-test/imports'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

/** Imports and their fixtures: removed so upload tests still find the storage empty. */
export async function clearImports() {
  await rm(app.makePath('tmp/storage-test/imports'), { recursive: true, force: true })
  await rm(directory(), { recursive: true, force: true })
}
