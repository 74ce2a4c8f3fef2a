import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TutorRows } from '#services/forms/tutor_list'

/** A ballboy's parent or guardian, as their first child's request names them, with their children. */
export default class TutorTransformer extends BaseTransformer<TutorRows> {
  toObject() {
    const { document, children } = this.resource
    const first = children[0]
    return {
      document,
      name: first.tutor_name,
      lastName: first.tutor_last_name,
      cellPhone: first.tutor_cell_phone,
      email: first.tutor_email ?? null,
      ballboys: children.map((child) => ({
        id: Number(child.id),
        name: child.name,
        lastName: child.last_name,
        state: child.state,
      })),
    }
  }
}
