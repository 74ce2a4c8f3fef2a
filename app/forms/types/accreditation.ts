import { contactFields, identityFields, observationField, photoFields } from '#forms/common_fields'
import type { FormTypeDefinition } from '#forms/definition'
import type { FieldSpec } from '#forms/fields'

/** The job the person does for the organiser or the company named. */
export const accreditationFields: FieldSpec[] = [
  { name: 'company', kind: 'text', on: 'form', required: true, maxLength: 160 },
  { name: 'position', kind: 'text', on: 'detail', required: true, maxLength: 120 },
]

/** General accreditation at /forms/{type}/acreditaciones: {type} is the group (organización, proveedores...). */
export const accreditation: FormTypeDefinition = {
  slug: 'accreditation',
  sport: 'tennis',
  category: 'accreditation',
  publicPath: '/forms/:kind/acreditaciones',
  staffSegment: 'accreditation',
  detail: () => import('#models/accreditation_detail'),
  detailTable: 'accreditation_details',
  issuedByStaff: true,
  requiredDownloads: [],
  rules: [],
  sections: [
    { title: 'forms.sections.personal', fields: identityFields },
    { title: 'forms.sections.contact', fields: contactFields() },
    { title: 'forms.sections.job', fields: accreditationFields },
    { title: 'forms.sections.photo', fields: [...photoFields, observationField] },
  ],
}

export const gaccreditation: FormTypeDefinition = {
  ...accreditation,
  slug: 'gaccreditation',
  sport: 'golf',
  publicPath: '/golf/:kind/acreditaciones',
  staffSegment: 'gaccreditation',
}
