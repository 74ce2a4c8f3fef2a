import { RosterSettingSchema } from '#database/schema'

/** A tournament's roster rules (rest, minors, lateness, meals) and its last solve and publication. */
export default class RosterSetting extends RosterSettingSchema {
  static table = 'roster_settings'
}
