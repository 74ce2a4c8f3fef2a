/**
 * Every kind of field a form asks for, declared once. The server gives each
 * kind one module of behaviour (app/forms/kinds/), the client one input
 * component (inertia/components/public_form/field_input.tsx); both are typed
 * by this union, so a new kind fails typecheck until it has both. The client
 * imports this file's type, so it must import nothing itself.
 */
export const FIELD_KINDS = [
  'text',
  'email',
  'tel',
  'date',
  'number',
  'textarea',
  'select',
  'radio',
  'yesno',
  'accept',
  'multi',
  'photo',
  'document',
] as const

export type FieldKind = (typeof FIELD_KINDS)[number]
