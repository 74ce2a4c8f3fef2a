/**
 * The errors of a value against a JSON Schema of the subset the partner
 * API's OpenAPI document uses (type, const, enum, properties, required,
 * additionalProperties false, items, oneOf, $ref into components, format
 * date and date-time): an empty list when the value matches.
 */
export function schemaErrors(
  value: unknown,
  schema: Record<string, any>,
  root: Record<string, any>,
  path = '$'
): string[] {
  if (schema.$ref) {
    const target = String(schema.$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, key: string) => node?.[key], root)
    if (!target) return [`${path}: unresolved ${schema.$ref}`]
    return schemaErrors(value, target, root, path)
  }
  if (schema.oneOf) {
    const matching = schema.oneOf.filter(
      (option: any) => schemaErrors(value, option, root, path).length === 0
    )
    return matching.length === 1 ? [] : [`${path}: matches ${matching.length} of oneOf`]
  }
  if ('const' in schema && value !== schema.const) return [`${path}: not ${schema.const}`]
  if (schema.enum && !schema.enum.includes(value)) return [`${path}: ${String(value)} not in enum`]
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type]
    const actual =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : Number.isInteger(value)
            ? 'integer'
            : typeof value
    const fits = types.some(
      (type) => type === actual || (type === 'number' && actual === 'integer')
    )
    if (!fits) return [`${path}: ${actual} is not ${types.join('|')}`]
  }
  const errors: string[] = []
  if (typeof value === 'string' && schema.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    errors.push(`${path}: not a date`)
  }
  if (
    typeof value === 'string' &&
    schema.format === 'date-time' &&
    Number.isNaN(Date.parse(value))
  ) {
    errors.push(`${path}: not a date-time`)
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && schema.properties) {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (!(name in record)) errors.push(`${path}.${name}: missing`)
    }
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties[name]
      if (!property) {
        if (schema.additionalProperties === false) errors.push(`${path}.${name}: not documented`)
        continue
      }
      errors.push(...schemaErrors(item, property, root, `${path}.${name}`))
    }
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) =>
      errors.push(...schemaErrors(item, schema.items, root, `${path}[${index}]`))
    )
  }
  return errors
}
