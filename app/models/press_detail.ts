import { PressDetailSchema } from '#database/schema'

/** Press request details (tennis and golf). */
export default class PressDetail extends PressDetailSchema {}
