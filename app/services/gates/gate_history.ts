/**
 * What became of each version of a credential's gate state, read from its
 * history (form_logs of type `access`, oldest first): delivered once the
 * gates confirmed it; superseded when a newer version was written before
 * they did (the newer one is what gets sent); failed when its tries ran out
 * and no Retry followed; otherwise pending.
 */
export type GateDelivery = 'delivered' | 'superseded' | 'failed' | 'pending'

type LogEntry = { type: string; dataMap: Record<string, unknown> }

export function gateDeliveries(entries: LogEntry[]): Map<number, GateDelivery> {
  const changes: number[] = []
  const delivered = new Set<number>()
  const failed = new Set<number>()
  for (const entry of entries) {
    if (entry.type !== 'access') continue
    const { event, version } = entry.dataMap
    if (typeof version !== 'number') continue
    if (event === 'change') changes.push(version)
    else if (event === 'delivered') delivered.add(version)
    else if (event === 'failed') failed.add(version)
    else if (event === 'retry') failed.delete(version)
  }
  const latest = Math.max(0, ...changes)
  return new Map(
    changes.map((version) => [
      version,
      delivered.has(version)
        ? 'delivered'
        : version < latest
          ? 'superseded'
          : failed.has(version)
            ? 'failed'
            : 'pending',
    ])
  )
}
