import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Workforce rosters (decisions 0230-0232): positions and their shifts per
 * tournament, the working roster the solver and staff edit, the roster as
 * last published, check-ins, and the meal credits hours earned (one row per
 * person and day, so a retry never grants twice).
 */
export default class extends BaseSchema {
  async up() {
    const tournament = (table: any) =>
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')

    this.schema.createTable('roster_settings', (table) => {
      table.increments('id')
      tournament(table).unique()
      /** Minutes a person rests between the end of a shift and the start of the next. */
      table.integer('rest_minutes').notNullable().defaultTo(660)
      /** A minor works at most this many minutes a day, on shifts ending by this time (HH:MM). */
      table.integer('minor_max_minutes').notNullable().defaultTo(360)
      table.string('minor_latest_end', 5).notNullable().defaultTo('21:00')
      /** A check-in this many minutes after the start is late. */
      table.integer('late_after_minutes').notNullable().defaultTo(10)
      /** Meals: this many credits per shift worked at least meal_min_minutes, at most meal_max_per_day. */
      table.integer('meal_min_minutes').notNullable().defaultTo(300)
      table.integer('meal_credits_per_shift').notNullable().defaultTo(1)
      table.integer('meal_max_per_day').notNullable().defaultTo(2)
      /** The last solve: when, and its report (JSON: shortfalls with reasons, counts). */
      table.timestamp('solved_at').nullable()
      table.text('solve_report').nullable()
      table.integer('published_version').notNullable().defaultTo(0)
      table.timestamp('published_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('roster_positions', (table) => {
      table.increments('id')
      tournament(table)
      table.string('name', 100).notNullable()
      /** JSON list of the form type slugs whose accepted requests may fill it. */
      table.text('form_types').notNullable().defaultTo('[]')
      /** The value of the golf volunteers' position choice it stands for (their first/second preference). */
      table.string('preference', 40).nullable()
      table
        .integer('zone_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('zones')
        .onDelete('SET NULL')
      /** The staff account that leads it: sees its check-ins live. */
      table
        .integer('lead_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['tournament_id', 'name'])
      /** Read on every staff page (the lead's menu entry) and every admitted door scan. */
      table.index(['lead_user_id'])
      table.index(['zone_id'])
    })

    this.schema.createTable('roster_shifts', (table) => {
      table.increments('id')
      tournament(table)
      table
        .integer('position_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('roster_positions')
        .onDelete('CASCADE')
      /** The organiser's calendar day (YYYY-MM-DD) and wall-clock times (HH:MM) in its zone. */
      table.string('day', 10).notNullable()
      table.string('starts_at', 5).notNullable()
      table.string('ends_at', 5).notNullable()
      table.integer('min_headcount').notNullable().defaultTo(0)
      table.integer('max_headcount').notNullable()
      /** JSON list of languages of which the person must speak one (empty: none needed). */
      table.text('languages').notNullable().defaultTo('[]')
      table.boolean('needs_licence').notNullable().defaultTo(false)
      table.boolean('adults_only').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['tournament_id', 'day'])
    })

    const assignment = (name: string) =>
      this.schema.createTable(name, (table) => {
        table.increments('id')
        tournament(table)
        table
          .integer('shift_id')
          .unsigned()
          .notNullable()
          .references('id')
          .inTable('roster_shifts')
          .onDelete('CASCADE')
        table
          .integer('form_id')
          .unsigned()
          .notNullable()
          .references('id')
          .inTable('forms')
          .onDelete('CASCADE')
        /** solver or manual. */
        table.string('source', 10).notNullable().defaultTo('solver')
        table.timestamp('created_at').notNullable()
        table.unique(['shift_id', 'form_id'])
        table.index(['form_id'])
      })
    /** The working roster (solver + staff edits) and the roster as last published. */
    assignment('roster_assignments')
    assignment('roster_published')

    this.schema.createTable('roster_attendances', (table) => {
      table.increments('id')
      tournament(table)
      table
        .integer('shift_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('roster_shifts')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.timestamp('checked_in_at').notNullable()
      /** The desk's key of the scans that checked in and out: a repeated scan is answered again, not applied. */
      table.string('checked_in_key', 64).notNullable()
      table.string('checked_out_key', 64).nullable()
      table.timestamp('checked_out_at').nullable()
      /** Minutes worked, capped at the shift; set at check-out. */
      table.integer('worked_minutes').nullable()
      table.unique(['shift_id', 'form_id'])
    })

    this.schema.createTable('roster_meal_credits', (table) => {
      table.increments('id')
      tournament(table)
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('day', 10).notNullable()
      /** Credits already added to the person's balance for this day. */
      table.integer('credits').notNullable().defaultTo(0)
      table.timestamp('updated_at').notNullable()
      table.unique(['form_id', 'day'])
    })
  }

  async down() {
    for (const name of [
      'roster_meal_credits',
      'roster_attendances',
      'roster_published',
      'roster_assignments',
      'roster_shifts',
      'roster_positions',
      'roster_settings',
    ])
      this.schema.dropTableIfExists(name)
  }
}
