import { type SchemaRules } from '@adonisjs/lucid/types/schema_generator'

export default {
  types: {
    /** SQLite returns 0/1 for booleans; models expose true/false on both engines. */
    boolean: {
      tsType: 'boolean',
      imports: [],
      decorators: [{ name: '@column', args: { consume: (value: unknown) => Boolean(value) } }],
    },
  },
} satisfies SchemaRules
