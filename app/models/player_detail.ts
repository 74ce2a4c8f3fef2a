import { PlayerDetailSchema } from '#database/schema'

/** A support-team member's request for a listed player. */
export default class PlayerDetail extends PlayerDetailSchema {}
