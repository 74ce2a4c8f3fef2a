import { isBlank } from '#forms/kinds/blank'
import type { FieldKindBehaviour } from '#forms/kinds/kind'

/**
 * What yes/no and accept share: edited as "true"/"false", shown and
 * exported as the translated "yes" or "no" (SQLite answers booleans as
 * 0/1, PostgreSQL as true/false).
 */
export const yesNoAnswer = {
  inputValue: (_field, stored) => String(stored),
  displayValue: (_field, stored, { i18n }) => ({
    value: isBlank(stored) ? '' : i18n.t(stored ? 'forms.yes' : 'forms.no'),
  }),
  export: {
    width: 18,
    cell: (_field, stored, _labels, { words }) =>
      isBlank(stored) ? null : stored ? words.yes : words.no,
  },
} satisfies Pick<FieldKindBehaviour, 'inputValue' | 'displayValue' | 'export'>
