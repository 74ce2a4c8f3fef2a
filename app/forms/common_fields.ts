import type { FieldSpec } from '#forms/fields'

/** Identity fields every request asks for. */
export const identityFields: FieldSpec[] = [
  {
    name: 'name',
    kind: 'text',
    on: 'form',
    required: true,
    maxLength: 80,
    autocomplete: 'given-name',
  },
  {
    name: 'lastName',
    kind: 'text',
    on: 'form',
    required: true,
    maxLength: 120,
    autocomplete: 'family-name',
  },
  {
    name: 'birthDate',
    kind: 'date',
    on: 'form',
    required: true,
    help: 'forms.help.birthDate',
    autocomplete: 'bday',
  },
  {
    name: 'document',
    kind: 'text',
    on: 'form',
    required: true,
    maxLength: 40,
    alphanumeric: true,
    help: 'forms.help.document',
  },
  {
    name: 'idGender',
    prop: 'gender',
    kind: 'radio',
    on: 'form',
    required: true,
    options: 'genders',
  },
  {
    name: 'idNationality',
    prop: 'nationalityId',
    kind: 'select',
    on: 'form',
    required: true,
    options: 'countries',
  },
]

/** How to reach the applicant. */
export function contactFields({ emailRequired = true } = {}): FieldSpec[] {
  return [
    {
      name: 'email',
      kind: 'email',
      on: 'form',
      required: emailRequired,
      maxLength: 254,
      autocomplete: 'email',
    },
    {
      name: 'cellPhone',
      kind: 'tel',
      on: 'form',
      required: true,
      maxLength: 30,
      help: 'forms.help.phone',
      autocomplete: 'tel',
    },
    {
      name: 'address',
      kind: 'text',
      on: 'form',
      required: true,
      maxLength: 200,
      autocomplete: 'street-address',
    },
    {
      name: 'city',
      kind: 'text',
      on: 'form',
      required: true,
      maxLength: 120,
      autocomplete: 'address-level2',
    },
    {
      name: 'cp',
      kind: 'text',
      on: 'form',
      required: true,
      maxLength: 12,
      autocomplete: 'postal-code',
    },
    {
      name: 'idCountry',
      prop: 'countryId',
      kind: 'select',
      on: 'form',
      required: true,
      options: 'countries',
    },
  ]
}

/** The badge photo and the optional COVID certificate. */
export const photoFields: FieldSpec[] = [
  {
    name: 'image',
    prop: 'photoPath',
    kind: 'photo',
    on: 'form',
    required: true,
    help: 'forms.help.photo',
  },
  { name: 'covid', prop: 'covidPath', kind: 'document', on: 'form', help: 'forms.help.covid' },
  { name: 'covidPassport', kind: 'yesno', on: 'form' },
]

/** Uniform sizes. */
export function sizeFields(which: ('polo' | 'pant' | 'shoes' | 'jacket')[]): FieldSpec[] {
  return which.map((name) => ({
    name,
    kind: 'select' as const,
    on: 'detail' as const,
    required: true,
    options: name === 'shoes' ? ('shoeSizes' as const) : ('sizes' as const),
  }))
}

export const observationField: FieldSpec = {
  name: 'observation',
  kind: 'textarea',
  on: 'form',
  maxLength: 2000,
}
