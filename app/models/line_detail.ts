import { LineDetailSchema } from '#database/schema'

/** Line or chair umpire request details. */
export default class LineDetail extends LineDetailSchema {}
