import { mkdir, rm, writeFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import app from '@adonisjs/core/services/app'
import Tournament, { type Sport } from '#models/tournament'
import { formTypeList } from '#forms/registry'
import Country from '#models/country'
import Form from '#models/form'

const FIXTURES = () => app.makePath('tmp/fixtures')

/** A sport's types the public reaches without a listed player (players' forms open apart). */
function openByDefault(sport: Sport) {
  return formTypeList()
    .filter((definition) => definition.sport === sport && !definition.namesPlayer)
    .map((definition) => definition.slug)
}

/** The current tournaments of both sports with every public form open. */
export async function openTournaments(overrides: { tennis?: string[]; golf?: string[] } = {}) {
  const year = DateTime.now().year
  await Tournament.query().update({ isCurrent: false })
  await Tournament.forgetCurrent()
  const tennis = await Tournament.updateOrCreate(
    { sport: 'tennis', year },
    {
      name: `Test Open ${year}`,
      startsOn: DateTime.fromObject({ year, month: 4, day: 20 }),
      endsOn: DateTime.fromObject({ year, month: 5, day: 3 }),
      isCurrent: true,
      openFormTypes: JSON.stringify(overrides.tennis ?? openByDefault('tennis')),
    }
  )
  const golf = await Tournament.updateOrCreate(
    { sport: 'golf', year },
    {
      name: `Test Golf ${year}`,
      startsOn: DateTime.fromObject({ year, month: 10, day: 22 }),
      endsOn: DateTime.fromObject({ year, month: 10, day: 25 }),
      isCurrent: true,
      openFormTypes: JSON.stringify(overrides.golf ?? openByDefault('golf')),
    }
  )
  const spain =
    (await Country.findBy('code', 'ES')) ??
    (await Country.create({ code: 'ES', nameEs: 'España', nameEn: 'Spain' }))
  return { tennis, golf, spain }
}

async function fixture(name: string, contents: Buffer | Promise<Buffer>) {
  await mkdir(FIXTURES(), { recursive: true })
  const path = `${FIXTURES()}/${name}`
  await writeFile(path, await contents)
  return path
}

/** A real photo with EXIF metadata, as a phone would send before cropping. */
export function photoJpeg(name = 'photo.jpg', size = 400) {
  return fixture(
    name,
    sharp({
      create: { width: size, height: Math.round(size * 1.33), channels: 3, background: '#c08060' },
    })
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 40.4,-3.7' } })
      .jpeg()
      .toBuffer()
  )
}

export function photoPng(name = 'photo.png') {
  return fixture(
    name,
    sharp({ create: { width: 300, height: 400, channels: 3, background: '#60a0c0' } })
      .png()
      .toBuffer()
  )
}

export function pdf(name = 'document.pdf') {
  return fixture(
    name,
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  )
}

/** Any bytes under any name: lying extensions, empty files, oversized files. */
export function rawFile(name: string, contents: Buffer) {
  return fixture(name, contents)
}

/** dd/mm/yyyy, as the public enters birth dates. */
export function birthDateAgo(years: number) {
  return DateTime.now().minus({ years }).toFormat('dd/LL/yyyy')
}

/** How many forms are stored (of one type, or all). */
export async function formCount(type?: string) {
  const query = Form.query()
  if (type) query.where('type', type)
  const [row] = await query.count('* as total')
  return Number(row.$extras.total)
}

/**
 * Removes the request files earlier tests stored (their rows were rolled
 * back, the files stay), so "nothing stored" can be checked as "no file".
 */
export async function clearStoredRequestFiles() {
  await rm(app.makePath('tmp/storage-test/forms'), { recursive: true, force: true })
}

/** The same sport's tournament a year before `current`, closed and not current. */
export async function lastYearOf(current: Tournament) {
  return Tournament.create({
    sport: current.sport,
    year: current.year - 1,
    name: `Last year ${current.year - 1}`,
    startsOn: current.startsOn.minus({ years: 1 }),
    endsOn: current.endsOn.minus({ years: 1 }),
    isCurrent: false,
    openFormTypes: '[]',
  })
}
