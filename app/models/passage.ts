import { PassageSchema } from '#database/schema'

/** One scan at a door: its direction, verdict and reason, recorded once per key. */
export default class Passage extends PassageSchema {}
