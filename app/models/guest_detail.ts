import { GuestDetailSchema } from '#database/schema'

/** A player's guest. */
export default class GuestDetail extends GuestDetailSchema {}
