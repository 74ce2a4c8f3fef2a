import vine from '@vinejs/vine'
import type { FieldSpec } from '#forms/fields'
import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { plainKind } from '#forms/kinds/plain'

/** An email address, up to 254 characters unless set. */
export const emailKind: FieldKindBehaviour = {
  ...plainKind(
    (field: FieldSpec) =>
      vine
        .string()
        .trim()
        .email()
        .maxLength(field.maxLength ?? 254),
    (_field, { sequence }) => `example${sequence}@example.test`
  ),
  holdsEmail: true,
}
