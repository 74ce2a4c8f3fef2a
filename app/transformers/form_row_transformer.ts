import type Form from '#models/form'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A row of a staff list: its columns, the printed and collected markers and
 * the entering organisation the list query selects, and the player a team member or guest request is for
 * (none given: the console, which shows no player).
 */
export default class FormRowTransformer extends BaseTransformer<Form> {
  constructor(
    form: Form,
    protected players: Map<number, string> = new Map()
  ) {
    super(form)
  }

  toObject() {
    const form = this.resource
    return {
      ...this.pick(form, [
        'id',
        'code',
        'name',
        'lastName',
        'document',
        'email',
        'company',
        'state',
        'category',
      ]),
      createdAt: form.createdAt.toISO()!,
      printed: Boolean(form.$extras.printed),
      collected: Boolean(form.$extras.collected),
      player: this.players.get(form.id) ?? null,
      /** The organisation that entered it (the list query's column), null for a public request. */
      organisation: (form.$extras.organisation as string | null | undefined) ?? null,
      /** Erased on the person's request: shown as such, never selectable. */
      erasedAt: form.erasedAt?.toISO() ?? null,
    }
  }

  /** A credential in the accreditation console: its badge, tag and gate state. */
  forConsole() {
    const form = this.resource
    return {
      ...this.pick(form, ['id', 'type', 'name', 'lastName', 'document', 'code', 'state', 'rfid']),
      gate: form.accessStatus,
      printed: Boolean(form.$extras.printed),
      collected: Boolean(form.$extras.collected),
    }
  }
}
