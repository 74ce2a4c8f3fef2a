/**
 * Where a credential stands at the gates (forms.access_status). Null means it
 * was never sent. "pending" waits for the gate system to confirm an add or a
 * block; "failed" is a delivery given up after the last retry.
 */
export const GATE_STATUSES = ['pending', 'active', 'blocked', 'failed'] as const
export type GateStatus = (typeof GATE_STATUSES)[number]

/** The console filter's values: the statuses plus "never sent". */
export const GATE_FILTERS = ['not_sent', ...GATE_STATUSES] as const
export type GateFilter = (typeof GATE_FILTERS)[number]

/**
 * Where the desks (tills, doors, paired devices) take a credential to stand
 * at the gates: blocked as soon as the organiser decides it, whether or not
 * the gate system has confirmed the block yet or given up delivering it;
 * otherwise where its delivery stands.
 */
export function deskGateStatus(row: {
  access_status?: unknown
  gate_decision?: unknown
}): GateStatus | null {
  if (row.gate_decision === 'blocked') return 'blocked'
  return row.access_status ? (String(row.access_status) as GateStatus) : null
}
