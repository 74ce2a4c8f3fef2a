import type { FieldKind } from '#forms/field_kinds'
import type { FieldSpec } from '#forms/fields'
import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { acceptKind } from '#forms/kinds/accept'
import { dateKind } from '#forms/kinds/date'
import { documentKind } from '#forms/kinds/document'
import { emailKind } from '#forms/kinds/email'
import { multiKind } from '#forms/kinds/multi'
import { numberKind } from '#forms/kinds/number'
import { photoKind } from '#forms/kinds/photo'
import { radioKind } from '#forms/kinds/radio'
import { selectKind } from '#forms/kinds/select'
import { telKind } from '#forms/kinds/tel'
import { textKind } from '#forms/kinds/text'
import { textareaKind } from '#forms/kinds/textarea'
import { yesnoKind } from '#forms/kinds/yesno'

/** Every field kind's behaviour: a kind missing here fails typecheck. */
export const FIELD_KIND_BEHAVIOURS: Record<FieldKind, FieldKindBehaviour> = {
  text: textKind,
  email: emailKind,
  tel: telKind,
  date: dateKind,
  number: numberKind,
  textarea: textareaKind,
  select: selectKind,
  radio: radioKind,
  yesno: yesnoKind,
  accept: acceptKind,
  multi: multiKind,
  photo: photoKind,
  document: documentKind,
}

/** What a field's kind means: its rule, column, input, display and export values. */
export function kindOf(field: Pick<FieldSpec, 'kind'>): FieldKindBehaviour {
  return FIELD_KIND_BEHAVIOURS[field.kind]
}
