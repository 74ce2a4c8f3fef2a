import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { recordHistory } from '#services/history/form_history'
import { badgesPdf, type TemplateChoice } from '#services/badges/badge_pdf'
import { alreadyPrinted, printEntry } from '#services/badges/printed_cards'

/** Ids typed in a query string ("3,7,12"): positive integers, once each, at most 2,000. */
export function idList(raw: unknown): number[] {
  /** The query-string parser may already have split the commas. */
  const text = Array.isArray(raw) ? raw.join(',') : raw
  if (typeof text !== 'string') return []
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
  return [...new Set(ids)].slice(0, 2000)
}

/**
 * Writes the badges to a private temporary file (streamed, page by page) and,
 * for a real print, logs a `print` on each form once the file is complete,
 * naming the card version and the template version it printed with: a
 * failed rendering logs nothing and the staff member is told why. The
 * reprint reason goes only on the cards printed before (a first print in
 * the same batch is not a reprint). The caller sends the file and removes it.
 */
export async function renderBadges(
  ids: number[],
  i18n: I18n,
  print: { userId: number; reprintReason?: string | null } | null,
  choice?: TemplateChoice
) {
  const directory = app.tmpPath('badges')
  await mkdir(directory, { recursive: true, mode: 0o700 })
  const path = `${directory}/${randomUUID()}.pdf`
  const { bytes, printedWith } = badgesPdf(ids, i18n, choice)
  try {
    await pipeline(bytes, createWriteStream(path, { mode: 0o600 }))
  } catch (error) {
    await rm(path, { force: true })
    throw error
  }
  if (print) {
    const cards = await db.from('forms').whereIn('id', ids).select('id', 'card_version')
    const cardOf = new Map(cards.map((row) => [Number(row.id), Number(row.card_version)]))
    const reprinted = print.reprintReason ? await alreadyPrinted(ids) : new Set<number>()
    await db.transaction((trx) =>
      recordHistory(
        trx,
        ids.map((id) => {
          const template = printedWith.get(id)
          return {
            formId: id,
            userId: print.userId,
            type: 'print',
            data: printEntry({
              badges: ids.length,
              card: cardOf.get(id) ?? 1,
              template: { id: template?.templateId ?? null, version: template?.version ?? 0 },
              reason: reprinted.has(id) ? print.reprintReason : null,
            }),
          }
        })
      )
    )
  }
  return path
}
