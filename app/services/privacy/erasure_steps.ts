import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * What a later domain must undo when people's requests are erased (an
 * organisation's place, say), run in the erasure's own transaction.
 */
export type ErasureStep = (trx: TransactionClientContract, formIds: number[]) => Promise<void>

const steps = new Set<ErasureStep>()

/**
 * Registers a step, once at boot (`start/privacy.ts`): privacy sits below
 * the domains that hold a person elsewhere, so it cannot import them.
 */
export function onErasure(step: ErasureStep) {
  steps.add(step)
}

/** Every registered step, in the erasure's transaction. */
export async function runErasureSteps(trx: TransactionClientContract, formIds: number[]) {
  for (const step of steps) await step(trx, formIds)
}
