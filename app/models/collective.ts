import { CollectiveSchema } from '#database/schema'

/** Who collects the cards. */
export const COLLECTOR_TYPES = ['delegate', 'media', 'holder', 'other'] as const
export type CollectorType = (typeof COLLECTOR_TYPES)[number]

export type CollectiveState = 'waiting' | 'signed'

export default class Collective extends CollectiveSchema {
  /** Signed once it holds a signature and its cards carry the signing time. */
  get state(): CollectiveState {
    return this.signaturePath && this.signedAt ? 'signed' : 'waiting'
  }
}
