import type { FormTypeDefinition } from '#forms/definition'
import { press, pressFields } from '#forms/types/press'

/** Golf press: the press block plus a work table request. */
export const gpress: FormTypeDefinition = {
  ...press,
  slug: 'gpress',
  sport: 'golf',
  publicPath: '/golf/prensa',
  staffSegment: 'gpress',
  sections: press.sections.map((section) =>
    section.fields === pressFields
      ? {
          ...section,
          fields: [
            ...pressFields,
            {
              name: 'workTable',
              kind: 'yesno',
              on: 'detail',
              required: true,
              help: 'forms.help.availability',
            },
          ],
        }
      : section
  ),
}
