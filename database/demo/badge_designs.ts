import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import { sqlTimestamp } from '#support/sql_time'
import type { TemplateDefinition } from '#services/badges/badge_template'
import { categoriesOf } from '#services/badges/template_access'
import { saveTemplateVersion } from '#services/badges/template_store'
import { createStation } from '#services/printing/print_stations'

/** A colour per category for the demo's sponsor box (the band takes the tournament's own). */
const ACCENTS = [
  '#1d4ed8',
  '#15803d',
  '#b45309',
  '#7e22ce',
  '#be123c',
  '#0f766e',
  '#4d7c0f',
  '#334155',
]

/** The demo's sponsor strip: drawn here, stored as the designer stores an upload (a PNG). */
async function sponsorStrip(tournament: Tournament) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="120"><rect width="800" height="120" fill="#0f172a"/><text x="400" y="78" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#facc15" text-anchor="middle">${tournament.sport === 'golf' ? 'GOLF PARTNERS' : 'TENNIS PARTNERS'}</text></svg>`
  const png = await sharp(Buffer.from(svg)).png().toBuffer()
  const path = `badge-images/demo-sponsors-${tournament.id}.png`
  await drive.use().put(path, png)
  const [row] = await db
    .table('badge_images')
    .insert({
      tournament_id: tournament.id,
      path,
      name: 'sponsors.png',
      width: 800,
      height: 120,
      created_at: sqlTimestamp(DateTime.now()),
    })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

/** A two-sided CR80 card: who on the front, the code and the sponsors on the back. */
function design(category: string, accent: string, sponsors: number): TemplateDefinition {
  return {
    size: 'cr80',
    width: 85.6,
    height: 54,
    sides: [
      {
        elements: [
          { kind: 'category_band', x: 0, y: 0, width: 85.6, height: 7, fontSize: 9 },
          { kind: 'photo', x: 3, y: 9.5, width: 20, height: 26 },
          {
            kind: 'name',
            x: 26,
            y: 9.5,
            width: 57,
            height: 11,
            fontSize: 11,
            minFontSize: 7,
            bold: true,
          },
          { kind: 'type', x: 26, y: 21.5, width: 57, height: 4, fontSize: 7 },
          { kind: 'organisation', x: 26, y: 26, width: 57, height: 4, fontSize: 6.5 },
          {
            kind: category === 'guest' ? 'days' : 'validity',
            x: 26,
            y: 30.5,
            width: 57,
            height: 4,
            fontSize: 6,
          },
          { kind: 'zone_numbers', x: 3, y: 38, width: 50, height: 13, fontSize: 22 },
          { kind: 'color_box', x: 56, y: 38, width: 26.6, height: 13, color: accent },
          {
            kind: 'tournament',
            x: 56,
            y: 39,
            width: 26.6,
            height: 11,
            fontSize: 5.5,
            color: '#ffffff',
            align: 'center',
          },
        ],
      },
      {
        elements: [
          {
            kind: 'text',
            x: 3,
            y: 3,
            width: 79.6,
            height: 5,
            fontSize: 7,
            bold: true,
            text: { es: 'Lleve la acreditación visible', en: 'Keep this badge visible' },
          },
          { kind: 'barcode', x: 3, y: 10, width: 50, height: 16 },
          { kind: 'code', x: 3, y: 27, width: 50, height: 4, fontSize: 6, align: 'center' },
          { kind: 'qr', x: 60, y: 9, width: 22, height: 22 },
          { kind: 'rfid', x: 3, y: 32, width: 50, height: 4, fontSize: 5.5 },
          { kind: 'image', x: 3, y: 40, width: 79.6, height: 11, imageId: sponsors },
        ],
      },
    ],
  }
}

/**
 * A designed template for every category of both tournaments (plus each
 * tournament's default) and one print station at the tennis collection
 * point, so the designer and the station can be tried at once.
 */
export async function seedBadgeDesigns(tournaments: Tournament[], adminId: number) {
  for (const tournament of tournaments) {
    const sponsors = await sponsorStrip(tournament)
    const categories = ['', ...categoriesOf(tournament).map((category) => category.code)]
    for (const [index, category] of categories.entries()) {
      await saveTemplateVersion(
        tournament.id,
        category,
        design(category, ACCENTS[index % ACCENTS.length], sponsors),
        {
          userId: adminId,
          basedOn: 0,
        }
      )
    }
  }
  const tennis = tournaments.find((tournament) => tournament.sport === 'tennis')
  if (tennis) await createStation(tennis.id, 'Recogida principal')
}
