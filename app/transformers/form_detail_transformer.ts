import type { I18n } from '@adonisjs/i18n'
import type Form from '#models/form'
import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { accreditationGroup } from '#forms/form_display'
import { activeFlags, parseFlags } from '#support/permission_flags'

/** What the request's page shows beside its fields, read by the controller beforehand. */
export type FormDetailContext = {
  tournament: Tournament
  /** The type's detail row, serialized; null when it has none. */
  detail: Record<string, unknown> | null
  permissions: { value: string; label: string }[]
  /** The gates' last refusal while the credential waits for them (or gave up). */
  gateError: string | null
  /** What the gates must hold (active or blocked); null: never sent. */
  gateDesired: string | null
  i18n: I18n
}

/** A request on its page: who, its credential, its permissions and where it stands at the gates. */
export default class FormDetailTransformer extends BaseTransformer<Form> {
  constructor(
    form: Form,
    protected context: FormDetailContext
  ) {
    super(form)
  }

  toObject() {
    const form = this.resource
    const { tournament, detail, permissions, gateError, gateDesired, i18n } = this.context
    return {
      ...this.pick(form, ['id', 'code', 'state', 'name', 'lastName', 'credits', 'amount', 'color']),
      permission:
        permissions.find((option) => option.value === String(form.permissionId))?.label ?? null,
      customPermissions: activeFlags(parseFlags(form.customPermission)),
      tournament: tournament.name,
      /** The accreditation group a request was made for (suppliers, organisation…). */
      group: accreditationGroup(detail, i18n),
      createdAt: form.createdAt.toISO()!,
      rfid: form.rfid,
      /** The card in the holder's hands: a replacement raises it and issues a new code. */
      cardVersion: form.cardVersion,
      /** Where the credential stands at the gates; null: never sent. */
      gate: form.accessStatus,
      gateDesired,
      gateError,
    }
  }
}
