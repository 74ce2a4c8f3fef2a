import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import { RouterFactory } from '@adonisjs/core/factories/http'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { contactFields, identityFields, photoFields } from '#forms/common_fields'
import {
  FORM_TYPES,
  formCategories,
  formTypeList,
  formTypesBySport,
  formTypeSlugs,
} from '#forms/registry'
import { formValidator } from '#forms/validation'
import { optionValues } from '#forms/option_lists'
import { formTypesOf } from '#services/auth/form_access'
import { fileColumns } from '#services/files/form_files'
import { exportColumns } from '#services/exports/export_columns'
import { createUserValidator } from '#validators/user'
import { registerPublicForms } from '#start/routes/public_forms'
import { openTournaments } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { everyPublicType, publicPath, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'

/** The detail model a new type brings with its migration (here a table the test creates). */
class UmpireDetail extends BaseModel {
  static table = 'umpire_details'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare formId: number

  @column()
  declare refereeLicence: string

  @column()
  declare licenceScanPath: string | null
}

/** A throw-away form type: golf referees, with a detail field and a document of their own. */
const umpire: FormTypeDefinition = {
  slug: 'umpire',
  sport: 'golf',
  category: 'umpire',
  publicPath: '/golf/arbitros',
  staffSegment: 'umpire',
  detail: async () => ({ default: UmpireDetail }),
  detailTable: 'umpire_details',
  requiredDownloads: [],
  rules: [],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    {
      title: 'forms.sections.job',
      fields: [
        {
          name: 'refereeLicence',
          kind: 'text',
          on: 'detail',
          required: true,
          maxLength: 20,
          alphanumeric: true,
        },
        { name: 'licenceScan', prop: 'licenceScanPath', kind: 'document', on: 'detail' },
      ],
    },
    { title: 'forms.sections.photo', fields: photoFields },
  ],
}

/**
 * Adding a form type is adding its definition (with its migration, model and
 * translations): every list of types is derived from the registry, so the
 * new type shows up in routes, access, the menu, validation, exports, file
 * previews and the tests that cover every type without any other change.
 */
test.group('A new form type needs only its definition', (group) => {
  group.setup(async () => {
    await db.connection().schema.createTable('umpire_details', (table) => {
      table.increments('id')
      table.integer('form_id').notNullable()
      table.string('referee_licence', 20).notNullable()
      table.string('licence_scan_path').nullable()
    })
    FORM_TYPES.umpire = umpire
    return async () => {
      delete FORM_TYPES.umpire
      await db.connection().schema.dropTableIfExists('umpire_details')
    }
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('its public form, submit and thank-you routes, and every staff route of its {type}', async ({
    assert,
  }) => {
    const fresh = new RouterFactory().create()
    registerPublicForms(fresh, formTypeList())
    fresh.commit()
    assert.equal(fresh.match('/golf/arbitros', 'GET', false)?.route.name, 'forms.umpire.show')
    assert.equal(fresh.match('/golf/arbitros', 'POST', false)?.route.name, 'forms.umpire.store')
    assert.equal(
      fresh.match('/golf/arbitros/gracias', 'GET', false)?.route.name,
      'forms.umpire.thanks'
    )

    assert.equal(
      router.match('/merchant/mform/umpire', 'GET', false)?.route.name,
      'staff_forms.index'
    )
    assert.equal(
      router.match('/merchant/mform/umpire/7', 'GET', false)?.route.name,
      'staff_forms.show'
    )
    assert.equal(
      router.match('/merchant/mform/umpire/export', 'POST', false)?.route.name,
      'staff_forms.export'
    )
    assert.isNull(
      router.match('/merchant/mform/umpires', 'GET', false),
      'only registry slugs match'
    )
  })

  test('its sport, category and staff access: users may be given it, admins have it', async ({
    assert,
  }) => {
    assert.include(formTypesBySport().golf, 'umpire')
    assert.include(formCategories(), 'umpire')
    assert.include(formTypeSlugs(), 'umpire')
    assert.include(formTypesOf(await createUser({ isAdmin: true })), 'umpire')
    const input = await createUserValidator.validate({
      name: 'Ana',
      email: 'ana@example.test',
      password: 'a-long-enough-password',
      formTypes: ['umpire'],
    })
    assert.deepEqual(input.formTypes, ['umpire'])
  })

  test('the menu lists it with its sport for the staff who review it; others get 403', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const reviewer = await createUser({ formTypes: JSON.stringify(['umpire']) })
    const home = await client.get('/merchant').loginAs(reviewer).withInertia()
    const props = home.inertiaProps as any
    assert.include(props.requestMenu.golf, 'umpire')
    assert.deepEqual(props.user.formTypes, ['umpire'])

    const list = await client.get('/merchant/mform/umpire').loginAs(reviewer).withInertia()
    list.assertInertiaComponent('forms/index')

    const other = await createUser({ formTypes: JSON.stringify(['press']) })
    const refused = await client.get('/merchant/mform/umpire').loginAs(other)
    refused.assertStatus(403)
  })

  test('its validation: its own fields are checked, and the every-type payload passes', async ({
    assert,
  }) => {
    const { golf, spain } = await openTournaments()
    const meta = {
      options: await optionValues(golf),
      tournamentYear: golf.year,
      downloaded: [],
      isBlacklisted: async () => false,
    }
    const valid = validFields('umpire', spain.id, THIS_YEAR)
    const files = { image: { tmpPath: 'x' } }
    const [error] = await formValidator(umpire).tryValidate(
      { ...valid, ...files, refereeLicence: 'not alphanumeric!' },
      { meta }
    )
    assert.deepInclude(
      (error as any).messages.map((message: any) => message.field),
      'refereeLicence'
    )
    const [, accepted] = await formValidator(umpire, 'staffEdit').tryValidate(valid, { meta })
    assert.equal((accepted as Record<string, unknown>)?.refereeLicence, valid.refereeLicence)
  })

  test('its export has a column per stored field, files left out', async ({ assert }) => {
    const columns = exportColumns(umpire, UmpireDetail, i18nManager.locale('en')).map(
      (exported) => exported.key
    )
    assert.includeMembers(columns, ['name', 'lastName', 'document', 'refereeLicence'])
    assert.notInclude(columns, 'licenceScan')
    assert.notInclude(columns, 'image')
  })

  test('its document opens in the preview for its reviewers only', async ({ client, assert }) => {
    const { golf } = await openTournaments()
    const files = await fileColumns()
    assert.deepInclude(files.details, {
      table: 'umpire_details',
      column: 'licence_scan_path',
    })
    const form = await Form.create({
      type: 'umpire',
      category: 'umpire',
      tournamentId: golf.id,
      code: Form.newCode(),
      state: 'waiting',
      name: 'Rita',
      lastName: 'Referee',
    })
    const key = `forms/${form.id}/licence.pdf`
    await drive.use().put(key, '%PDF-1.4 licence')
    await UmpireDetail.create({ formId: form.id, refereeLicence: 'R1', licenceScanPath: key })
    try {
      const reviewer = await createUser({ formTypes: JSON.stringify(['umpire']) })
      const url = `/merchant/preview?file=${encodeURIComponent(key)}`
      const shown = await client.get(url).loginAs(reviewer)
      shown.assertStatus(200)
      shown.assertHeader('content-type', 'application/pdf')
      const other = await createUser({ formTypes: JSON.stringify(['gpress']) })
      const refused = await client.get(url).loginAs(other)
      refused.assertStatus(403)
    } finally {
      await drive.use().delete(key)
    }
  })

  test('the tests that cover every public type cover it, with a path and a valid payload', ({
    assert,
  }) => {
    assert.include(everyPublicType(), 'umpire')
    assert.equal(publicPath('umpire'), '/golf/arbitros')
  })
})
