import PDFDocument from 'pdfkit'
import drive from '@adonisjs/drive/services/main'
import type { I18n } from '@adonisjs/i18n'
import type Collective from '#models/collective'
import { fontFor, printable, registerFonts } from '#services/pdf/fonts'
import { formatForPeople } from '#services/i18n/time_zone'
import { cardsOf } from '#services/collection/collective_cards'
import { acceptanceKey } from '#services/collection/acceptance_texts'

const MARGIN = 40

/**
 * The receipt of a signed collective (A4): the tournament, who collected, the
 * cards (about 30 on the first page, more pages after), the texts accepted
 * in the version accepted, the signature, when, and the staff member at the
 * desk. Returned as a stream as pdfkit writes it.
 */
export async function collectiveReceipt(
  collective: Collective,
  i18n: I18n,
  context: { tournaments: string; staff: string }
) {
  const cards = await cardsOf(collective.id)
  const signature = collective.signaturePath
    ? Buffer.from(await drive.use().getBytes(collective.signaturePath))
    : null
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`collection.receipt.${key}`, data)
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('title'), Author: context.tournaments },
  })
  registerFonts(doc)
  const width = doc.page.width - MARGIN * 2

  doc.font('bold').fontSize(16).text(t('title'))
  doc.font('regular').fontSize(10).text(context.tournaments).moveDown(0.8)

  doc.font('bold').fontSize(11).text(t('collector'))
  /** Names in a script DejaVu lacks take a font with their glyphs. */
  const collector = `${collective.name} ${collective.lastName}`
  doc.font(fontFor(collector, 'regular')).fontSize(10).text(printable(collector))
  doc
    .font('regular')
    .text(
      [collective.document, collective.email, collective.phone].filter(Boolean).join(' · ') || '—'
    )
    .text(i18n.t(`collection.types.${collective.type}`))
  if (collective.observation) doc.text(collective.observation)
  doc.moveDown(0.8)

  doc
    .font('bold')
    .fontSize(11)
    .text(t('cards', { count: cards.length }))
  doc.font('regular').fontSize(9)
  cards.forEach((card, index) => {
    const holder = `${card.name} ${card.lastName}`
    const rest = ` · ${i18n.t(`form_types.${card.type}`)} · ${card.code}`
    const font = fontFor(holder, 'regular')
    if (font === 'regular') {
      doc.text(`${index + 1}. ${holder}${rest}`, { width })
      return
    }
    doc.text(`${index + 1}. `, { width, continued: true })
    doc.font(font).text(printable(holder), { continued: true })
    doc.font('regular').text(rest)
  })
  doc.moveDown(0.8)

  for (const kind of ['privacy', 'golf'] as const) {
    const version = kind === 'privacy' ? collective.privacyTextVersion : collective.golfTextVersion
    const key = acceptanceKey(kind, version)
    if (!key) continue
    doc
      .font('bold')
      .fontSize(9)
      .text(t(`accepted_${kind}`, { version }))
    doc.font('regular').fontSize(8).text(i18n.t(key), { width }).moveDown(0.5)
  }

  doc.moveDown(0.5).font('bold').fontSize(10).text(t('signature'))
  if (signature) doc.image(signature, { fit: [220, 90] })
  doc.moveDown(0.5)
  doc
    .font('regular')
    .fontSize(9)
    .text(
      t('signed', {
        date: collective.signedAt
          ? formatForPeople(collective.signedAt, i18n.locale, { time: true })
          : '—',
        staff: context.staff,
      })
    )
  doc.end()
  return doc
}
