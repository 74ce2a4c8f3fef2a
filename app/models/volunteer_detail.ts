import { VolunteerDetailSchema } from '#database/schema'

/** Tennis volunteer request details. */
export default class VolunteerDetail extends VolunteerDetailSchema {}
