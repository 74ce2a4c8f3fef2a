import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Paired devices (decision 0120): one desk of one tournament each, paired
 * with a one-time code and authenticated with an access token of their own.
 * Offline actions they send are recorded once (decision 0121).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('devices', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      /** till or door. */
      table.string('kind', 10).notNullable()
      table
        .integer('restaurant_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('restaurants')
        .onDelete('CASCADE')
      table
        .integer('zone_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('zones')
        .onDelete('CASCADE')
      /** SHA-256 of the one-time pairing code shown as a QR code; null once used. */
      table.string('pairing_hash', 64).nullable().unique()
      table.timestamp('pairing_expires_at').nullable()
      table.timestamp('paired_at').nullable()
      table.timestamp('revoked_at').nullable()
      table.timestamp('last_seen_at').nullable()
      table.string('app_version', 40).nullable()
      /** As the device last reported: actions waiting in its queue, and when its data was fetched. */
      table.integer('queued_actions').notNullable().defaultTo(0)
      table.timestamp('data_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    /** @adonisjs/auth's access tokens, owned by devices (never by staff users). */
    this.schema.createTable('auth_access_tokens', (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('devices')
        .onDelete('CASCADE')
      table.string('type').notNullable()
      table.string('name').nullable()
      table.string('hash').notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at')
      table.timestamp('updated_at')
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
    })

    /**
     * Every insert or update of a credential appends its id here (a trigger,
     * so no code path can forget): the devices' delta sync reads ids after
     * their cursor.
     */
    this.schema.createTable('form_changes', (table) => {
      table.bigIncrements('id')
      table.integer('form_id').unsigned().notNullable()
      table.timestamp('created_at').notNullable().defaultTo(this.now())
    })

    this.schema.alterTable('passages', (table) => {
      table
        .integer('device_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('devices')
        .onDelete('SET NULL')
      /** Decided by the device without the network. */
      table.boolean('offline').notNullable().defaultTo(false)
      /** An offline admission the office would have refused (blocked meanwhile): for review. */
      table.string('review_reason', 30).nullable()
    })

    this.schema.alterTable('restaurant_logs', (table) => {
      table
        .integer('device_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('devices')
        .onDelete('SET NULL')
      table.boolean('offline').notNullable().defaultTo(false)
    })

    /** An offline deduction that took more than the holder had: recorded, never dropped. */
    this.schema.createTable('overdrafts', (table) => {
      table.increments('id')
      table
        .integer('restaurant_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('restaurants')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('restaurant_log_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('restaurant_logs')
        .onDelete('CASCADE')
      table.string('type', 10).notNullable()
      /** Meals or cents taken beyond the balance. */
      table.integer('shortfall').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['restaurant_id', 'created_at'])
    })

    this.defer(async (client) => {
      if (client.dialect.name === 'postgres') {
        await client.rawQuery(`
          create or replace function note_form_change() returns trigger as $$
          begin
            insert into form_changes (form_id) values (new.id);
            return null;
          end $$ language plpgsql`)
        await client.rawQuery(`
          create trigger forms_noted after insert or update on forms
          for each row execute function note_form_change()`)
        await client.rawQuery(`
          create or replace function note_assignment_change() returns trigger as $$
          begin
            insert into form_changes (form_id) values (coalesce(new.form_id, old.form_id));
            return null;
          end $$ language plpgsql`)
        await client.rawQuery(`
          create trigger form_restaurants_noted after insert or delete on form_restaurants
          for each row execute function note_assignment_change()`)
      } else {
        for (const event of ['insert', 'update']) {
          await client.rawQuery(`
            create trigger forms_noted_${event} after ${event} on forms
            begin insert into form_changes (form_id) values (new.id); end`)
        }
        await client.rawQuery(`
          create trigger form_restaurants_noted_insert after insert on form_restaurants
          begin insert into form_changes (form_id) values (new.form_id); end`)
        await client.rawQuery(`
          create trigger form_restaurants_noted_delete after delete on form_restaurants
          begin insert into form_changes (form_id) values (old.form_id); end`)
      }
    })
  }

  async down() {
    this.defer(async (client) => {
      for (const trigger of [
        'forms_noted',
        'forms_noted_insert',
        'forms_noted_update',
        'form_restaurants_noted',
        'form_restaurants_noted_insert',
        'form_restaurants_noted_delete',
      ]) {
        const on = trigger.startsWith('forms') ? 'forms' : 'form_restaurants'
        await client.rawQuery(
          client.dialect.name === 'postgres'
            ? `drop trigger if exists ${trigger} on ${on}`
            : `drop trigger if exists ${trigger}`
        )
      }
    })
    this.schema.dropTable('overdrafts')
    this.schema.alterTable('restaurant_logs', (table) => {
      table.dropForeign(['device_id'])
      table.dropColumn('device_id')
      table.dropColumn('offline')
    })
    this.schema.alterTable('passages', (table) => {
      table.dropForeign(['device_id'])
      table.dropColumn('device_id')
      table.dropColumn('offline')
      table.dropColumn('review_reason')
    })
    this.schema.dropTable('form_changes')
    this.schema.dropTable('auth_access_tokens')
    this.schema.dropTable('devices')
  }
}
