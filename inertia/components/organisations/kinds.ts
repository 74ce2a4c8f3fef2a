import type { Data } from '@generated/data'

/** The kinds offered when creating an organisation, in the server's order. */
export const ORGANISATION_KIND_LIST: Data.Organisation['kind'][] = [
  'broadcaster',
  'press_agency',
  'federation',
  'caterer',
  'security',
  'cleaning',
  'sponsor',
  'supplier',
  'other',
]
