import { BallboyDetailSchema } from '#database/schema'

/** Ballboy request details. */
export default class BallboyDetail extends BallboyDetailSchema {}
