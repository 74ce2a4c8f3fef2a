import type FormLog from '#models/form_log'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { GateDelivery } from '#services/gates/gate_history'
import { GATE_CHANGE_CAUSES, type GateChangeCause } from '#services/gates/gate_state'

/** A gate entry: a change of the desired state (with what became of it), a confirmation, a failure or a retry. */
export type GateLogEntry = {
  event: 'change' | 'delivered' | 'failed' | 'retry'
  version: number
  to: 'active' | 'blocked' | null
  rfid: string | null
  cause: GateChangeCause | null
  reason: string | null
  delivery: GateDelivery | null
}

const GATE_EVENTS = ['change', 'delivered', 'failed', 'retry'] as const

/**
 * An entry of a request's history: who (its user preloaded; null for the
 * applicant or a removed user), when, a state change's ends (a rejection's
 * reason, named by `reasonOf`, and note) and the fields an edit changed,
 * named by `labelOf`; a gate entry with what became of its version
 * (`deliveries`).
 */
export default class FormLogTransformer extends BaseTransformer<FormLog> {
  constructor(
    log: FormLog,
    protected labelOf: (name: string) => string,
    protected deliveries: Map<number, GateDelivery> = new Map(),
    protected reasonOf: (id: string) => string = (id) => id
  ) {
    super(log)
  }

  toObject() {
    const log = this.resource
    const data = log.dataMap
    return {
      ...this.pick(log, ['id', 'type']),
      at: log.createdAt.toISO()!,
      by: log.user?.fullName ?? null,
      from: typeof data.from === 'string' ? data.from : null,
      to: typeof data.to === 'string' ? data.to : null,
      reason:
        log.type === 'state' && typeof data.reason === 'string' ? this.reasonOf(data.reason) : null,
      note: log.type === 'state' && typeof data.note === 'string' ? data.note : null,
      changed: this.fieldsNamed(data),
      card: this.cardEntry(data),
      gate: log.type === 'access' ? this.gateEntry(data) : null,
    }
  }

  /** The fields an edit changed, or those staff asked the applicant to change. */
  private fieldsNamed(data: Record<string, unknown>): string[] {
    if (Array.isArray(data.changed)) return data.changed.map((name) => this.labelOf(String(name)))
    const asked = data.fields
    if (this.resource.type === 'changes_requested' && asked && typeof asked === 'object')
      return Object.keys(asked).map((name) => this.labelOf(name))
    return []
  }

  /** A replaced card (its new version and why) or a reprint of the same card (why). */
  private cardEntry(
    data: Record<string, unknown>
  ): { version: number | null; reason: string } | null {
    const reason = typeof data.reason === 'string' ? data.reason : null
    if (this.resource.type === 'card_replaced' && reason)
      return { version: typeof data.version === 'number' ? data.version : null, reason }
    if (this.resource.type === 'print' && data.reprint === true && reason)
      return { version: null, reason }
    return null
  }

  private gateEntry(data: Record<string, unknown>): GateLogEntry | null {
    const event = GATE_EVENTS.find((name) => name === data.event)
    if (!event || typeof data.version !== 'number') return null
    const text = (value: unknown) => (typeof value === 'string' ? value : null)
    return {
      event,
      version: data.version,
      to: data.to === 'active' || data.to === 'blocked' ? data.to : null,
      rfid: text(data.rfid),
      cause: GATE_CHANGE_CAUSES.find((cause) => cause === data.cause) ?? null,
      reason: text(data.reason),
      delivery: event === 'change' ? (this.deliveries.get(data.version) ?? null) : null,
    }
  }
}
