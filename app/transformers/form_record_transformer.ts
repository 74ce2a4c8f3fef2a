import type Form from '#models/form'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { formType } from '#forms/registry'
import { inputValues } from '#forms/form_input_values'
import { flagRows, parseFlags } from '#support/permission_flags'

/**
 * A request on the staff edit form: its fields as the inputs take them (from
 * the request and its detail row, given serialized) and its credential.
 */
export default class FormRecordTransformer extends BaseTransformer<Form> {
  constructor(
    form: Form,
    protected detail: Record<string, unknown> | null = null
  ) {
    super(form)
  }

  toObject() {
    const form = this.resource
    return {
      id: form.id,
      name: `${form.name} ${form.lastName}`,
      values: inputValues(formType(form.type)!, form, this.detail),
      credential: {
        permissionId: form.permissionId ? String(form.permissionId) : '',
        credits: String(form.credits),
        amount: String(form.amount),
        color: form.color ?? '',
        customPermission: flagRows(parseFlags(form.customPermission)),
      },
    }
  }
}
