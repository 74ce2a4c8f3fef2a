import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'
import type { I18n } from '@adonisjs/i18n'
import type Tournament from '#models/tournament'
import { fontFor, printable, registerFonts } from '#services/pdf/fonts'
import { accreditationDays } from '#services/rosters/roster_days'
import { rosterGrid } from '#services/rosters/roster_grid'
import { attendanceSummary } from '#services/rosters/attendance_summary'

/**
 * The roster as a workbook: one sheet with every shift of every day and who
 * works it (the working roster, marked when published), and one with each
 * published person's shifts, no-shows, hours and meal credits.
 */
export async function rosterWorkbook(tournament: Tournament, i18n: I18n) {
  const t = (key: string) => i18n.t(`rosters.export.${key}`)
  const workbook = new ExcelJS.Workbook()
  const roster = workbook.addWorksheet(t('roster_sheet'))
  roster.columns = [
    { header: t('day'), key: 'day', width: 12 },
    { header: t('position'), key: 'position', width: 28 },
    { header: t('starts'), key: 'starts', width: 8 },
    { header: t('ends'), key: 'ends', width: 8 },
    { header: t('person'), key: 'person', width: 30 },
    { header: t('published'), key: 'published', width: 10 },
    { header: t('status'), key: 'status', width: 10 },
  ]
  for (const day of accreditationDays(tournament)) {
    const grid = await rosterGrid(tournament, day)
    for (const position of grid.positions)
      for (const shift of position.shifts) {
        const status = i18n.t(`rosters.status.${shift.status}`)
        const people = shift.people.length ? shift.people : [null]
        for (const person of people)
          roster.addRow({
            day,
            position: position.name,
            starts: shift.startsAt,
            ends: shift.endsAt,
            person: person?.name ?? '',
            published: person ? i18n.t(person.published ? 'rosters.yes' : 'rosters.no') : '',
            status,
          })
      }
  }
  const hours = workbook.addWorksheet(t('hours_sheet'))
  hours.columns = [
    { header: t('person'), key: 'person', width: 30 },
    { header: t('type'), key: 'type', width: 16 },
    { header: t('shifts'), key: 'shifts', width: 8 },
    { header: t('worked'), key: 'worked', width: 8 },
    { header: t('no_shows'), key: 'noShows', width: 10 },
    { header: t('hours'), key: 'hours', width: 8 },
    { header: t('credits'), key: 'credits', width: 8 },
  ]
  for (const person of await attendanceSummary(tournament))
    hours.addRow({
      person: person.name,
      type: i18n.t(`form_types.${person.type}`),
      shifts: person.shifts,
      worked: person.worked,
      noShows: person.noShows,
      hours: Math.round((person.minutes / 60) * 100) / 100,
      credits: person.credits,
    })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const MARGIN = 40

/** A printable sheet of one position's shifts on one day: who, when, and a column to sign. */
export async function positionDaySheet(
  tournament: Tournament,
  positionId: number,
  day: string,
  i18n: I18n
) {
  const grid = await rosterGrid(tournament, day, positionId)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`rosters.print.${key}`, data)
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: t('title') } })
  registerFonts(doc)
  const position = grid.positions[0]
  doc
    .font('bold')
    .fontSize(16)
    .text(position ? position.name : t('nothing'))
  doc.font('regular').fontSize(10).text(`${tournament.name} · ${day}`).moveDown(0.8)
  for (const shift of position?.shifts ?? []) {
    doc
      .font('bold')
      .fontSize(12)
      .text(
        t('shift', {
          from: shift.startsAt,
          to: shift.endsAt,
          count: shift.people.length,
          min: shift.min,
          max: shift.max,
        })
      )
    doc.font('regular').fontSize(10)
    for (const person of shift.people)
      doc.font(fontFor(person.name, 'regular')).text(`☐  ${printable(person.name)}`)
    doc.moveDown(0.6)
  }
  doc.end()
  return doc
}
