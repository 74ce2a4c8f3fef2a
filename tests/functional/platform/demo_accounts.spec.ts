import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import MainSeeder from '#database/seeders/main_seeder'
import { formTypeSlugs, formTypesOfSport } from '#forms/registry'
import { formTypesOf } from '#services/auth/form_access'
import { capabilitiesOf } from '#services/auth/capabilities'

/** The README's demo accounts table: email → what it says the account can and sees. */
async function readmeAccounts() {
  const readme = await readFile(app.makePath('README.md'), 'utf8')
  const rows = [...readme.matchAll(/^\| (\S+@demo\.test) \| ([^|]+) \| ([^|]+) \|$/gm)]
  return rows.map(([, email, can, sees]) => ({ email, can: can.trim(), sees: sees.trim() }))
}

const SEES: Record<string, string[]> = {
  'every form type': formTypeSlugs(),
  'the tennis forms': formTypesOfSport('tennis'),
  'no request lists': [],
}

test.group('README demo accounts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  /** The demo's photos and sponsor strips go to a fake disk, not the shared test disk. */
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('every demo account sees exactly the form types and holds the rights the README says', async ({
    assert,
  }) => {
    await new MainSeeder(db.connection()).run()
    const accounts = await readmeAccounts()
    assert.lengthOf(accounts, 6)
    for (const account of accounts) {
      const user = await User.findByOrFail('email', account.email)
      assert.property(SEES, account.sees, `${account.email}: unknown "${account.sees}"`)
      assert.sameMembers(formTypesOf(user), SEES[account.sees], account.email)
      const rights = capabilitiesOf(user)
      if (account.can.includes('everything')) assert.isTrue(user.isAdmin, account.email)
      for (const [word, capability] of [
        ['create', 'create'],
        ['edit', 'edit'],
        ['print', 'print'],
        ['top panel', 'toppanel'],
        ['RFID', 'rfid'],
      ] as const) {
        if (!user.isAdmin) {
          assert.equal(
            rights.includes(capability),
            account.can.includes(word),
            `${account.email}: ${capability}`
          )
        }
      }
    }
  })
})
