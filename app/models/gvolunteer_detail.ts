import { GvolunteerDetailSchema } from '#database/schema'

/** Golf volunteer request details. */
export default class GvolunteerDetail extends GvolunteerDetailSchema {}
