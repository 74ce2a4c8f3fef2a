import fc from 'fast-check'

/** Strings a careless form would choke on: markup, SQL, control and odd Unicode, huge. */
export const MARKER = '<script>alert("xss")</script>'

export const hostileString = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constantFrom(
    MARKER,
    `"><img src=x onerror=alert(1)>`,
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '\u0000\u0001\u001f',
    '\u202e\u200b\ufeff',
    '🎾'.repeat(500),
    'x'.repeat(20_000),
    '../../../etc/passwd',
    '{{7*7}}${7*7}',
    /** Object.prototype's keys: a lookup table indexed by input must not find them. */
    'toString',
    '__proto__',
    'constructor',
    ' ',
    ''
  )
)

/** Any JSON value: wrong types for every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 3 })
)

/** A body with the given fields present, missing or hostile, plus extra unknown fields. */
export function hostileBody(fields: string[]) {
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 3 })
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
}
