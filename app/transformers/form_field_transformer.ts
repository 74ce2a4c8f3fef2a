import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DisplayedField } from '#forms/form_display'

/**
 * A field of the request's page: its name, translated label and shown value;
 * a file field also names its stored key (null when none was sent).
 */
export default class FormFieldTransformer extends BaseTransformer<DisplayedField> {
  toObject(): Pick<DisplayedField, 'name' | 'label' | 'value'> & { file?: string | null } {
    const field = this.resource
    const shown = this.pick(field, ['name', 'label', 'value'])
    return field.file === undefined ? shown : { ...shown, file: field.file }
  }
}
