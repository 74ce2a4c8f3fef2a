import { AccreditationDetailSchema } from '#database/schema'

/** General accreditation details (tennis and golf). */
export default class AccreditationDetail extends AccreditationDetailSchema {}
