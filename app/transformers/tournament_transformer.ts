import type Tournament from '#models/tournament'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { DateTime } from 'luxon'
import { guestLinkValidUntil } from '#services/players/guest_links'
import { openFormLinks } from '#forms/open_forms'
import { windowDays, windowsOf } from '#support/tournament_windows'

/** Dates as YYYY-MM-DD, ready for date inputs. */
export default class TournamentTransformer extends BaseTransformer<Tournament> {
  /** `now`: when the guest links the screen shows are signed (their validity counts from it). */
  constructor(
    tournament: Tournament,
    protected now: DateTime<true> = DateTime.now()
  ) {
    super(tournament)
  }

  toObject() {
    const t = this.resource
    return {
      ...this.pick(t, ['id', 'year', 'name', 'isCurrent', 'playersOpen']),
      sport: t.sport as 'tennis' | 'golf',
      startsOn: t.startsOn.toISODate() ?? '',
      endsOn: t.endsOn.toISODate() ?? '',
      pressStartsOn: t.pressStartsOn?.toISODate() ?? null,
      pressEndsOn: t.pressEndsOn?.toISODate() ?? null,
      formsOpenOn: t.formsOpenOn?.toISODate() ?? null,
      formsCloseOn: t.formsCloseOn?.toISODate() ?? null,
      openFormTypes: t.openFormTypeList,
      badgeFormat: t.badgeFormat as 'cr80' | 'a6',
      badgeColors: t.badgeColorMap,
      retentionDays: t.retentionDays,
      windows: this.windows(),
    }
  }

  /** Its windows as days: public forms, changes, accreditation, retention (first and last day). */
  private windows() {
    const windows = windowsOf(this.resource)
    return {
      publicForms: windowDays(windows.publicForms),
      changes: windowDays(windows.changes),
      accreditation: windowDays(windows.accreditation),
      retention: windowDays(windows.retention),
    }
  }

  /** A current tournament's card on the dashboard: its sport, name and dates. */
  forDashboard() {
    const t = this.resource
    return {
      id: t.id,
      sport: t.sport as 'tennis' | 'golf',
      name: t.name,
      year: t.year,
      startsOn: t.startsOn.toISODate(),
      endsOn: t.endsOn.toISODate(),
    }
  }

  /** A tournament named in a screen's heading. */
  forHeading() {
    return this.pick(this.resource, ['id', 'name', 'year'])
  }

  /** A tournament devices may serve: a choice of desk and its staff PIN policy. */
  forDevices() {
    return {
      ...this.pick(this.resource, ['id', 'name']),
      pinRequired: this.resource.devicePinRequired,
    }
  }

  /** The tournament on the guest links screen: until when the links signed now work. */
  forGuestLinks() {
    return {
      name: this.resource.name,
      linksValidUntil: guestLinkValidUntil(this.resource, this.now).toISO()!,
    }
  }

  /** A tournament on the public index: its sport, name and the forms it takes requests for. */
  forPublicIndex() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'year']),
      sport: this.resource.sport as 'tennis' | 'golf',
      forms: openFormLinks(this.resource),
    }
  }
}
