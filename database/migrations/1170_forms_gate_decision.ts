import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the organiser last decided for a credential at the gates ('active' or
 * 'blocked'), on the form row beside where its delivery stands
 * (access_status): the tills, the doors and the paired devices obey the
 * decision at once, not when the gate system confirms it. Filled from the
 * desired states already written.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.string('gate_decision', 8).nullable()
    })
    this.defer(async (db) => {
      const states = await db.from('gate_states').select('form_id', 'desired')
      for (const desired of ['active', 'blocked']) {
        const ids = states.filter((row) => row.desired === desired).map((row) => row.form_id)
        for (let start = 0; start < ids.length; start += 500) {
          await db
            .from('forms')
            .whereIn('id', ids.slice(start, start + 500))
            .update({ gate_decision: desired })
        }
      }
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropColumn('gate_decision')
    })
  }
}
