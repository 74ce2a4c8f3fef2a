import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { FormTypeDefinition } from '#forms/definition'
import { contactFields, identityFields } from '#forms/common_fields'
import { FORM_TYPES } from '#forms/registry'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { clearMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'
import { configureMails, mailsTo } from '#tests/helpers/applicants'

/** A minor's detail row whose guardian columns are named unlike the ballboys'. */
class JuniorDetail extends BaseModel {
  static table = 'junior_details'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare formId: number

  @column()
  declare parentName: string

  @column()
  declare parentSurname: string

  @column()
  declare parentId: string

  @column()
  declare parentMobile: string

  @column()
  declare parentMail: string | null
}

const parentField = (name: string) => ({ name, kind: 'text' as const, on: 'detail' as const })

/** A throw-away type of minors (junior volunteers) naming a guardian of its own. */
const junior: FormTypeDefinition = {
  slug: 'junior',
  sport: 'tennis',
  category: 'junior',
  publicPath: '/forms/juniors',
  staffSegment: 'junior',
  detail: async () => ({ default: JuniorDetail }),
  detailTable: 'junior_details',
  requiredDownloads: [],
  rules: [],
  guardian: {
    name: 'parentName',
    lastName: 'parentSurname',
    document: 'parentId',
    email: 'parentMail',
    cellPhone: 'parentMobile',
  },
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields({ emailRequired: false }) },
    {
      title: 'forms.sections.tutor',
      fields: [
        parentField('parentName'),
        parentField('parentSurname'),
        parentField('parentId'),
        parentField('parentMobile'),
        { name: 'parentMail', kind: 'email', on: 'detail' },
      ],
    },
  ],
}

/**
 * A minor's decision mail goes to the guardian its type declares, whatever
 * its detail table and columns are called (the mails used to read the
 * ballboys' table only, so any other minor's mail went to the minor).
 */
test.group('Applicants · a minor’s decision mail goes to the declared guardian', (group) => {
  group.setup(async () => {
    await db.connection().schema.createTable('junior_details', (table) => {
      table.increments('id')
      table.integer('form_id').notNullable()
      table.string('parent_name').notNullable()
      table.string('parent_surname').notNullable()
      table.string('parent_id').notNullable()
      table.string('parent_mobile').notNullable()
      table.string('parent_mail').nullable()
    })
    FORM_TYPES.junior = junior
    return async () => {
      delete FORM_TYPES.junior
      await db.connection().schema.dropTableIfExists('junior_details')
    }
  })
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    return async () => {
      await waitForQueue()
      await truncateAll()
    }
  })
  group.each.timeout(60_000)

  test('an approval is mailed to the parent, not to the minor', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await configureMails(tennis)
    const form = await createForm(
      'junior',
      tennis,
      { email: 'minor@example.test' },
      {
        parentName: 'Eva',
        parentSurname: 'Parent',
        parentId: 'P1',
        parentMobile: '+34600000001',
        parentMail: 'parent@example.test',
      }
    )
    const reviewer = await createUser({ canEdit: true, formTypes: JSON.stringify(['junior']) })
    const response = await client
      .post(`/merchant/mform/junior/changestate/${form.id}`)
      .loginAs(reviewer)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'approved' })
    response.assertStatus(200)
    assert.lengthOf(await mailsTo('parent@example.test'), 1)
    assert.lengthOf(await mailsTo('minor@example.test'), 0)
  })
})
