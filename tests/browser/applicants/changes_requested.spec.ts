import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import drive from '@adonisjs/drive/services/main'
import { openTournaments, photoJpeg, clearStoredRequestFiles } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { clearMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'
import { configureMails, mailsTo } from '#tests/helpers/applicants'
import { logIn } from '#tests/helpers/browser_staff'
import { cropPhoto } from '#tests/helpers/browser_forms'
import { pageProblems, settled } from '#tests/helpers/page_audit'

const EMAIL = 'lucia@example.test'

/** The changes page path a mail links to (decoded HTML entities). */
function changesPathIn(mail: string): string {
  const link = mail.match(/https?:\/\/[^/\s"]+(\/solicitud\/\d+\/cambios\/[^\s"<]+)/)
  if (!link) throw new Error('no changes link in the mail')
  return link[1].replace(/&amp;/g, '&')
}

/** As `npm start` runs: the mail is queued by the asking transaction, no test transaction around it. */
test.group('Applicants · changes requested in the browser', (group) => {
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    return async () => {
      await waitForQueue(90_000)
      await clearStoredRequestFiles()
      await truncateAll()
    }
  })
  group.each.timeout(150_000)

  test('staff ask for a new photo, the applicant crops and sends one, the reviewer sees it back; the link works once', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const oldPhoto = 'forms/test/changes-old-photo.jpg'
    await drive.use().put(oldPhoto, await readFile(await photoJpeg('changes-old.jpg', 500)))
    const form = await createForm('press', tennis, {
      name: 'Lucía',
      lastName: 'Prieto Sanz',
      email: EMAIL,
      photoPath: oldPhoto,
    })
    form.locale = 'en'
    await form.save()
    const staff = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })

    /** Staff (Spanish) mark the photo with a reason. */
    const page = await logIn(visit, staff.email)
    await page.goto(`/merchant/mform/press/${form.id}`)
    const panel = page.getByRole('region', { name: 'Pedir cambios al solicitante' })
    await panel.getByRole('button', { name: 'Pedir cambios' }).click()
    await panel.getByRole('checkbox', { name: 'Foto' }).check()
    await panel.getByLabel('Motivo para Foto').fill('Tu cara debe verse entera, sin gafas de sol')
    await panel.getByRole('button', { name: 'Pedir cambios' }).click()
    await panel.getByText('Cambios pedidos, esperando al solicitante').waitFor()
    await settled(page)
    assert.deepEqual(await pageProblems(page), [])

    /** The applicant opens the mail's link and replaces the photo through the crop step. */
    const [mail] = await mailsTo(EMAIL)
    const link = changesPathIn(mail)
    /** The applicant reads English (chosen before, as the public layout's switcher does). */
    await page.goto('/lang/en')
    await page.goto(link)
    await page.getByRole('heading', { name: 'Correct your request' }).waitFor()
    await page.getByText('What to change: Tu cara debe verse entera, sin gafas de sol').waitFor()
    assert.equal(await page.getByLabel(/^Name/).count(), 0, 'only the marked field is editable')
    await settled(page)
    assert.deepEqual(await pageProblems(page), [])
    await cropPhoto(page)
    await page.getByRole('button', { name: 'Send the changes' }).click()
    await page.getByRole('heading', { name: 'Changes received' }).waitFor()
    await form.refresh()
    assert.notEqual(form.photoPath, oldPhoto)
    assert.equal(form.state, 'waiting')

    /** A second use of the same link is refused. */
    await page.goto(link)
    await page.getByRole('heading', { name: 'This link no longer works' }).waitFor()

    /** The reviewer finds it back in the list of waiting requests, with the change in its history. */
    await page.goto('/merchant/mform/press?review=changes')
    await page.getByRole('heading', { name: 'Press' }).first().waitFor()
    await settled(page)
    assert.equal(await page.getByRole('link', { name: 'Prieto Sanz' }).count(), 0)
    await page.goto('/merchant/mform/press?state=waiting')
    await page.getByRole('link', { name: 'Prieto Sanz' }).click()
    const history = page.getByRole('region', { name: 'History' })
    const asked = history.getByRole('listitem').filter({ hasText: 'Changes requested from' })
    await asked.getByText('photo').waitFor()
    const edited = history.getByRole('listitem').filter({ hasText: 'Edited' })
    await edited.getByText('photo').waitFor()
    assert.include(await edited.innerText(), 'the applicant')
    assert.notInclude(await page.locator('body').innerText(), 'Changes requested, waiting')
  })
})
