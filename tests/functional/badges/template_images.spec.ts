import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import { openTournaments, rawFile } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { clearTemplateImages, designedTemplate } from '#tests/helpers/badge_templates'
import { imageBytes, saveTemplateVersion } from '#services/badges/template_store'
import { sanitiseSvg } from '#services/badges/template_images'
import type { TemplateDefinition } from '#services/badges/badge_template'

async function upload(
  client: any,
  user: any,
  tournamentId: number,
  name: string,
  background = '#1d4ed8'
) {
  const png = await sharp({ create: { width: 60, height: 20, channels: 3, background } })
    .png()
    .toBuffer()
  const response = await client
    .post(`/merchant/badge-templates/${tournamentId}/images`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .file('image', await rawFile(name, png))
  response.assertStatus(200)
  return Number(response.body().id)
}

function remove(client: any, user: any, imageId: number) {
  return client
    .delete(`/merchant/badge-templates/images/${imageId}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
}

function save(
  client: any,
  user: any,
  tournamentId: number,
  basedOn: number,
  imageId?: number,
  definition: object = designedTemplate({ imageId })
) {
  return client
    .post(`/merchant/badge-templates/${tournamentId}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json({ category: 'press', basedOn, definition })
}

/** The designed template with an image id on its static text (an element that shows no image). */
function textNaming(imageId: number) {
  const definition = designedTemplate()
  const text = definition.sides[1].elements.find((element) => element.kind === 'text')!
  Object.assign(text, { imageId })
  return definition
}

async function pathOf(imageId: number): Promise<string | undefined> {
  const row = await db.from('badge_images').where('id', imageId).first()
  return row?.path
}

async function templateRows() {
  const [versions] = await db.from('badge_template_versions').count('* as total')
  return Number(versions.total)
}

test.group('Badge template images · removal', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearTemplateImages())
  group.each.timeout(60_000)

  test('after another instance removed an image, a print draws the image now stored under its id, not the removed one kept in memory', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const blue = await upload(client, admin, tennis.id, 'blue.png')
    const before = await imageBytes([blue])
    const printedBlue = before.get(blue)
    assert.isDefined(printedBlue)
    // Removed by another app instance: this process's memory is not told.
    const bluePath = await pathOf(blue)
    await db.from('badge_images').where('id', blue).delete()
    await drive.use().delete(bluePath!)
    const afterRemoval = await imageBytes([blue])
    assert.equal(afterRemoval.size, 0)

    // SQLite gives the next upload the id the removed image freed.
    const red = await upload(client, admin, tennis.id, 'red.png', '#dc2626')
    const printed = await imageBytes([red])
    const printedRed = printed.get(red)
    const redPath = await pathOf(red)
    const storedRed = Buffer.from(await drive.use().getBytes(redPath!))
    assert.isTrue(printedRed?.equals(storedRed))
    assert.isFalse(printedRed?.equals(printedBlue!))
  })

  test('an image no saved version shows goes with its file; one a saved version shows stays, even after a newer version drops it', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const logo = await upload(client, admin, tennis.id, 'logo.png')
    const strip = await upload(client, admin, tennis.id, 'strip.png')
    await save(client, admin, tennis.id, 0, logo).then((r: any) => r.assertStatus(200))

    const shown = await remove(client, admin, logo)
    shown.assertStatus(409)
    assert.equal(
      shown.body().message,
      'The image stays: saved designs show it (Press v1), and every card printed with them must print the same again.'
    )
    await save(client, admin, tennis.id, 1).then((r: any) => r.assertStatus(200))
    const stillShown = await remove(client, admin, logo)
    stillShown.assertStatus(409)
    assert.include(stillShown.body().message, '(Press v1)')
    assert.isTrue(await drive.use().exists((await pathOf(logo))!), 'the file stays with its row')

    const stripPath = (await pathOf(strip))!
    const removed = await remove(client, admin, strip)
    removed.assertStatus(200)
    assert.equal(removed.body().message, 'Image strip.png removed.')
    assert.isUndefined(await pathOf(strip))
    assert.isFalse(await drive.use().exists(stripPath), 'the file goes with its row')
    const served = await client.get(`/merchant/badge-templates/images/${strip}`).loginAs(admin)
    served.assertStatus(404)
    const twice = await remove(client, admin, strip)
    twice.assertStatus(404)
    const naming = await save(client, admin, tennis.id, 2, strip)
    naming.assertStatus(422)
    assert.equal(naming.body().problems[0].key, 'unknown_image')

    /** Another tournament's image is not found for a printer of tennis only. */
    const golfLogo = await upload(client, admin, golf.id, 'golf.png')
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const foreign = await remove(client, printer, golfLogo)
    foreign.assertStatus(404)
    assert.isDefined(await pathOf(golfLogo))
  })

  test('a save whose image was removed after the design was checked saves nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const logo = await upload(client, admin, tennis.id, 'logo.png')
    /** The removal commits between the save's check of the design and its write. */
    await db.from('badge_images').where('id', logo).delete()
    const outcome = await saveTemplateVersion(
      tennis.id,
      'press',
      designedTemplate({ imageId: logo }) as TemplateDefinition,
      { userId: admin.id, basedOn: 0 }
    )
    assert.deepEqual(outcome, { status: 'image_gone' })
    assert.equal(await templateRows(), 0)
    const [templates] = await db.from('badge_templates').count('* as total')
    assert.equal(Number(templates.total), 0, 'nothing half-saved')
  })

  test("an image id on an element that is not an image is checked too: another tournament's image is refused, and the tournament's own pins nothing", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const golfLogo = await upload(client, admin, golf.id, 'golf.png')
    const foreign = await save(client, admin, tennis.id, 0, undefined, textNaming(golfLogo))
    foreign.assertStatus(422)
    assert.equal(foreign.body().problems[0].key, 'unknown_image')
    assert.equal(await templateRows(), 0)
    const removed = await remove(client, admin, golfLogo)
    removed.assertStatus(200)

    const tennisLogo = await upload(client, admin, tennis.id, 'tennis.png')
    await save(client, admin, tennis.id, 0, undefined, textNaming(tennisLogo)).then((r: any) =>
      r.assertStatus(200)
    )
    const stored = await db.from('badge_template_versions').first()
    assert.notInclude(stored.definition, 'imageId', 'a text keeps no image id')
    const free = await remove(client, admin, tennisLogo)
    free.assertStatus(200)
  })

  test("the refusal to remove an image names only its own tournament's templates", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const golfLogo = await upload(client, admin, golf.id, 'golf.png')
    await client
      .post(`/merchant/badge-templates/${golf.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ category: '', basedOn: 0, definition: designedTemplate({ imageId: golfLogo }) })
      .then((r: any) => r.assertStatus(200))
    /** A tennis version that pinned golf's image before designs were checked for it. */
    await saveTemplateVersion(tennis.id, 'press', textNaming(golfLogo) as TemplateDefinition, {
      userId: admin.id,
      basedOn: 0,
    })
    const refused = await remove(client, admin, golfLogo)
    refused.assertStatus(409)
    assert.equal(
      refused.body().message,
      'The image stays: saved designs show it (Default of the tournament v1), and every card printed with them must print the same again.'
    )
  })

  test('an SVG link under any namespace prefix is removed, as xlink:href is; links inside the document stay', async ({
    assert,
  }) => {
    const clean = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><image x:href="file:///etc/passwd"/><image X:HREF=\'https://evil.test/a.png\'/><use href=https://evil.test/b.svg /><use x:href="#inside"/></svg>'
    )
    assert.notInclude(clean, 'passwd')
    assert.notInclude(clean, 'evil.test')
    assert.include(clean, 'x:href="#inside"')
  })
})
