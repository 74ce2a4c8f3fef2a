import testUtils from '@adonisjs/core/services/test_utils'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import MainSeeder from '#database/seeders/main_seeder'
import User from '#models/user'
import Device from '#models/device'
import Partner from '#models/partner'
import { issuePartnerToken } from '#services/partners/partner_tokens'
import { createWebhookEndpoint } from '#services/partners/webhook_endpoints'
import Form from '#models/form'
import FormLog from '#models/form_log'
import Collective from '#models/collective'
import FormExport from '#models/form_export'
import Permission from '#models/permission'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import ResetCreditRule from '#models/reset_credit_rule'
import PasswordResetToken from '#models/password_reset_token'
import { formType, formTypeSlugs } from '#forms/registry'
import { addCard } from '#services/collection/collective_cards'
import { signCollective } from '#services/collection/sign_collective'
import { guestLink } from '#services/players/guest_links'
import { findPerson } from '#services/privacy/person_search'
import { erasePerson } from '#services/privacy/person_erasure'
import { acceptImport } from '#services/imports/accept_import'
import { runImport } from '#services/imports/run_import'
import { writeFormsWorkbook } from '#services/exports/forms_workbook'
import { storeExport } from '#services/exports/export_files'
import { csvOf, fixture, IMPORT_HEADER } from '#tests/helpers/imports'
import { signatureDataUrl } from '#tests/helpers/collection'
import { DEMO_PASSWORD } from '#database/seeders/main_seeder'
import { deskScope } from '#services/auth/form_access'
import { zoneTemplate, zoneWithDoor } from '#tests/helpers/doors'
import { recordScan } from '#services/doors/passages'

/** The admin the crawl logs in as (the demo seeder's). */
export const CRAWL_ADMIN = { email: 'admin@demo.test', password: DEMO_PASSWORD }

/** A realistic row behind every id a GET route takes, and the signed links staff and the public receive. */
export type CrawlWorld = Awaited<ReturnType<typeof seedCrawlWorld>>

/** The request of each form type the crawl opens (show, edit): one with a photo where the type has one. */
async function formsByType(tournamentIds: number[]) {
  const byType: Record<string, number> = {}
  for (const slug of formTypeSlugs()) {
    const form = await Form.query()
      .where('type', slug)
      .whereIn('tournamentId', tournamentIds)
      .orderByRaw('case when photo_path is null then 1 else 0 end')
      .orderBy('id')
      .first()
    if (form) byType[slug] = form.id
  }
  return byType
}

/** An approved, printed credential: a card a collection desk can hand over. */
async function printedCard(tournament: Tournament, name: string) {
  const form = await Form.query()
    .where('tournamentId', tournament.id)
    .where('state', 'approved')
    .whereNotExists((used) =>
      used.from('collective_forms').whereColumn('collective_forms.form_id', 'forms.id')
    )
    .where('name', '!=', name)
    .orderBy('id')
    .firstOrFail()
  await FormLog.create({ formId: form.id, type: 'print', data: '{}' })
  return form
}

/** A waiting collection (editable) and a signed one (receipt, signature image). */
async function collections(tennis: Tournament, admin: User) {
  const waiting = await Collective.create({
    name: 'Lucía',
    lastName: 'Delegada',
    type: 'delegate',
    email: 'lucia.fernandez-delegada@federaciontenismadrid.example.org',
    phone: '+34 600 111 222',
  })
  await addCard(waiting, await printedCard(tennis, 'Lucía'))
  const signed = await Collective.create({
    name: 'Marcos',
    lastName: 'Medios',
    type: 'media',
    email: 'marcos.medios@example.test',
    phone: '+34 600 333 444',
  })
  await addCard(signed, await printedCard(tennis, 'Marcos'))
  const dataUrl = await signatureDataUrl()
  const outcome = await signCollective(signed, {
    signature: Buffer.from(dataUrl.split(',')[1], 'base64'),
    privacy: true,
    golf: true,
    locale: 'es',
    userId: admin.id,
    scope: deskScope(admin),
  })
  if (!outcome.signed) throw new Error(`the crawl's collection was not signed: ${outcome.reason}`)
  return { waiting: waiting.id, signed: signed.id }
}

/** One finished import per tour, with its stored file and result workbook. */
async function imports(admin: User) {
  const ids: Record<'WTA' | 'ATP', number> = { WTA: 0, ATP: 0 }
  const files: Record<'WTA' | 'ATP', string> = { WTA: '', ATP: '' }
  for (const tour of ['WTA', 'ATP'] as const) {
    const path = await fixture(
      `crawl-${tour}.csv`,
      csvOf([IMPORT_HEADER, ['Nuria', 'Crawl', `CRAWL${tour}1`, 'ESP', 'no', 'yes']])
    )
    const accepted = await acceptImport({
      path,
      originalName: `crawl-${tour}.csv`,
      tour,
      userId: admin.id,
      locale: 'es',
    })
    const record = (await runImport(accepted.id))!
    ids[tour] = record.id
    files[tour] = record.resultFileKey ?? record.fileKey
  }
  return { ids, files }
}

/** A finished export in the admin's panel, and the signed link its mail carries. */
async function finishedExport(admin: User) {
  const directory = app.tmpPath('exports')
  await mkdir(directory, { recursive: true })
  const path = `${directory}/crawl-${randomBytes(6).toString('hex')}.xlsx`
  const rows = await writeFormsWorkbook(formType('press')!, {}, 'es', { filename: path })
  const file = await storeExport(path)
  const record = await FormExport.create({
    userId: admin.id,
    type: 'press',
    status: 'done',
    rows,
    file,
  })
  const link = signedUrlFor(
    'form_exports.download',
    { file },
    { qs: { user: admin.id, type: 'press' }, expiresIn: '1h' }
  )
  return { id: record.id, link }
}

/** A reset link as the mail carries it: the token in the URL, its digest in the table. */
async function resetToken(user: User) {
  const token = randomBytes(32).toString('base64url')
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: DateTime.now().plus({ hours: 1 }),
  })
  return token
}

/** A press request erased at its person's request, as the Personal data screen does it. */
async function erasedRequest(admin: User) {
  const form = await Form.query()
    .where('type', 'press')
    .whereNull('accessStatus')
    .whereNotNull('document')
    /** The generated requests share their photos: erasing one's would take others' away. */
    .whereNull('photoPath')
    .orderBy('id', 'desc')
    .firstOrFail()
  const query = { by: 'document' as const, value: form.document! }
  const match = await findPerson(query)
  const confirmed = {
    requests: match.requests.filter((request) => !request.erased).map((request) => request.id),
    collections: match.collections.map((collection) => collection.id),
  }
  const result = await erasePerson(query, confirmed, admin.id)
  if (!result.erased) throw new Error(`the crawl's erasure was refused: ${result.reason}`)
  return form.id
}

/** A restaurant's till with a holder who has a photo, for the till's photo route. */
async function tillHolder(restaurant: Restaurant) {
  const row = await db
    .from('form_restaurants')
    .join('forms', 'forms.id', 'form_restaurants.form_id')
    .where('form_restaurants.restaurant_id', restaurant.id)
    .whereNotNull('forms.photo_path')
    .select('forms.id')
    .firstOrFail()
  return Number(row.id)
}

/**
 * The demo data (tournaments, staff, 300 requests of every type and state,
 * teams, restaurants) plus a row for every kind of id a route takes.
 */
export async function seedCrawlWorld() {
  await new MainSeeder(db.connection()).run()
  await Tournament.forgetCurrent()
  const admin = await User.findByOrFail('email', CRAWL_ADMIN.email)
  const reviewer = await User.findByOrFail('email', 'revisor@demo.test')
  const tennis = await Tournament.query()
    .where('sport', 'tennis')
    .where('isCurrent', true)
    .firstOrFail()
  const golf = await Tournament.query()
    .where('sport', 'golf')
    .where('isCurrent', true)
    .firstOrFail()
  const player = await DefaultPlayer.query()
    .where('tournamentId', tennis.id)
    .orderBy('id')
    .firstOrFail()
  const permission = await Permission.findByOrFail('name', 'Prensa')
  const restaurant = await Restaurant.findByOrFail('name', 'Restaurante Staff')
  const forms = await formsByType([tennis.id, golf.id])
  const photoForm = await Form.query().whereNotNull('photoPath').orderBy('id').firstOrFail()
  const approved = await Form.query().where('state', 'approved').orderBy('id').firstOrFail()
  const rule = await ResetCreditRule.create({
    sourceColumn: 'type',
    sourceValues: 'press, line',
    targetColumn: 'credits',
    targetValue: 3,
  })
  return {
    admin,
    tennis,
    golf,
    forms,
    ids: {
      user: reviewer.id,
      permission: permission.id,
      tournament: tennis.id,
      defaultPlayer: player.id,
      restaurant: restaurant.id,
      tillHolder: await tillHolder(restaurant),
      resetRule: rule.id,
      approved: approved.id,
    },
    photoKey: photoForm.photoPath!,
    erased: await erasedRequest(admin),
    collections: await collections(tennis, admin),
    imports: await imports(admin),
    export: await finishedExport(admin),
    resetToken: await resetToken(reviewer),
    guestLink: new URL(guestLink(player, tennis)),
    /** An approved request's status page, as its applicant's mail links to it. */
    statusLink: new URL(
      signedUrlFor(
        'applicants.status',
        { id: approved.id },
        { expiresIn: '1h', prefixUrl: 'http://localhost' }
      )
    ),
    changesLink: await changesLink(tennis, admin),
    player: player.id,
    zone: await zoneWithSomeoneInside(tennis, admin),
    device: await crawlDevice(tennis, restaurant),
    printing: await crawlPrinting(tennis, approved),
    partner: await crawlPartner(tennis),
    organisation: await crawlOrganisation(),
    roster: await crawlRoster(tennis),
  }
}

/** The demo's tennis organisation, one of its people and quotas, and a fresh sign-in link's token. */
async function crawlOrganisation() {
  const person = await db.from('organisation_people').orderBy('id').firstOrFail()
  const manager = await db
    .from('organisation_managers')
    .where('organisation_id', person.organisation_id)
    .firstOrFail()
  const signInToken = randomBytes(32).toString('base64url')
  await db.table('organisation_sign_in_links').insert({
    manager_id: manager.id,
    token_hash: createHash('sha256').update(signInToken).digest('hex'),
    expires_at: sqlTimestamp(DateTime.now().plus({ hours: 1 })),
    created_at: sqlTimestamp(DateTime.now()),
  })
  return {
    id: Number(person.organisation_id),
    quota: Number(person.quota_id),
    person: Number(person.id),
    signInToken,
  }
}

/** The page at the printer, a job its page holds (a printed card's reprint), and a template image. */
async function crawlPrinting(tennis: Tournament, approved: Form) {
  const station = await db
    .from('print_stations')
    .where('tournament_id', tennis.id)
    .orderBy('id')
    .firstOrFail()
  const image = await db.from('badge_images').orderBy('id').firstOrFail()
  const token = 'crawl-station-page-000000000000'
  const [job] = await db
    .table('print_jobs')
    .insert({
      station_id: station.id,
      form_id: approved.id,
      card_version: approved.cardVersion,
      state: 'printing',
      claim_token: token,
      claimed_by: station.id,
      lease_until: Date.now() + 24 * 3600_000,
      /** The demo printed this card: the station's job is a reprint, with its reason. */
      reprint_reason: 'damaged',
      created_at: new Date(),
    })
    .returning('id')
  return {
    station: Number(station.id),
    job: Number(typeof job === 'object' ? job.id : job),
    token,
    image: Number(image.id),
  }
}

/** A partner with a token and a webhook endpoint: its page lists them. */
async function crawlPartner(tennis: Tournament) {
  const partner = await Partner.create({
    tournamentId: tennis.id,
    name: 'Emisora de la prueba',
    contactEmail: 'emisora@example.test',
    locale: 'es',
    scopes: JSON.stringify(['credentials:read']),
    rateLimit: 600,
  })
  await issuePartnerToken(partner, { name: 'principal' })
  await createWebhookEndpoint(partner, {
    url: 'http://127.0.0.1:9/hooks',
    events: ['credential.changed'],
  })
  return partner.id
}

/** A published roster placement of the demo (a person, their shift's position and day). */
async function crawlRoster(tennis: Tournament) {
  const row = await db
    .from('roster_published')
    .join('roster_shifts', 'roster_shifts.id', 'roster_published.shift_id')
    .where('roster_published.tournament_id', tennis.id)
    .orderBy('roster_published.id')
    .select('roster_published.form_id', 'roster_shifts.position_id', 'roster_shifts.day')
    .firstOrFail()
  return { form: Number(row.form_id), position: Number(row.position_id), day: String(row.day) }
}

/** A waiting request's open round of changes (its photo and a text), as its mail links to it. */
async function changesLink(tennis: Tournament, admin: User) {
  const form = await Form.query()
    .where({ tournamentId: tennis.id, state: 'waiting' })
    .whereNull('erasedAt')
    .orderByRaw('case when photo_path is null then 1 else 0 end')
    .firstOrFail()
  const nonce = randomBytes(24).toString('base64url')
  await db.table('change_requests').insert({
    form_id: form.id,
    fields: JSON.stringify({ image: 'Tu cara debe verse', name: 'Escribe tu nombre completo' }),
    nonce,
    requested_by: admin.id,
    requested_at: sqlTimestamp(DateTime.now()),
  })
  return new URL(
    signedUrlFor(
      'applicants.changes.edit',
      { id: form.id, nonce },
      { expiresIn: '1h', prefixUrl: 'http://localhost' }
    )
  )
}

/** A till device (not paired): its page shows how to pair it. */
async function crawlDevice(tennis: Tournament, restaurant: Restaurant) {
  const device = await Device.create({
    name: 'Caja de la prueba',
    kind: 'till',
    tournamentId: tennis.id,
    restaurantId: restaurant.id,
    queuedActions: 0,
  })
  return device.id
}

/** A zone named after a template's flag, with a door, and a credential with a photo let in. */
async function zoneWithSomeoneInside(tennis: Tournament, admin: User) {
  const template = await zoneTemplate({ 'Zona de la prueba': 1 })
  const { zone, door } = await zoneWithDoor(tennis, 'Zona de la prueba')
  const holder = await Form.query()
    .where('tournamentId', tennis.id)
    .where('state', 'approved')
    .whereNotNull('photoPath')
    .orderBy('id')
    .firstOrFail()
  holder.permissionId = template.id
  await holder.save()
  const outcome = await recordScan({
    user: admin,
    doorId: door.id,
    scan: holder.code,
    direction: 'in',
    key: `crawl-${randomBytes(8).toString('hex')}`,
  })
  if (outcome.status !== 'decided' || !outcome.counted) {
    throw new Error(`the crawl's holder was not let into the zone: ${JSON.stringify(outcome)}`)
  }
  return { id: zone.id, door: door.id, inside: holder.id }
}

/**
 * The world inside a global transaction, and what undoes it: its rows rolled
 * back, its files removed. A world that fails halfway is rolled back at once,
 * so no later test finds its rows.
 */
export async function openCrawlWorld(): Promise<[CrawlWorld, () => Promise<void>]> {
  const rollback = await testUtils.db().withGlobalTransaction()
  const close = async () => {
    await rollback()
    await clearCrawlWorld()
  }
  try {
    return [await seedCrawlWorld(), close]
  } catch (error) {
    await close()
    throw error
  }
}

/** Files the world wrote on the private disk and in tmp/: removed so later suites find them empty. */
export async function clearCrawlWorld() {
  for (const folder of ['forms/generated', 'signatures', 'exports', 'imports', 'badge-images']) {
    await rm(app.makePath(`tmp/storage-test/${folder}`), { recursive: true, force: true })
  }
  await rm(app.tmpPath('imports-test'), { recursive: true, force: true })
}
