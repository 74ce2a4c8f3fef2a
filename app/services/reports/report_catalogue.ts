import type User from '#models/user'
import { hasCapability, type Capability } from '#services/auth/capabilities'
import type { ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import type { ReportChart } from '#services/reports/report_chart'
import { requestsReport } from '#services/reports/requests_report'
import { backlogReport } from '#services/reports/backlog_report'
import { decisionsReport } from '#services/reports/decisions_report'
import { badgesReport } from '#services/reports/badges_report'
import { mealsReport } from '#services/reports/meals_report'
import { passagesReport } from '#services/reports/passages_report'
import { flagsReport } from '#services/reports/flags_report'
import { quotasReport } from '#services/reports/quotas_report'
import { rostersReport } from '#services/reports/rosters_report'

export type ReportSlug =
  | 'requests'
  | 'backlog'
  | 'decisions'
  | 'badges'
  | 'meals'
  | 'passages'
  | 'flags'
  | 'quotas'
  | 'rosters'

export type ReportDefinition = {
  slug: ReportSlug
  /** What the report shows asks what its screens ask: none beyond the types reviewed for requests. */
  capability: Capability | null
  /** The filters that change it (the passages report: one day, by tournament). */
  filters: ('tournament' | 'dates' | 'day' | 'type' | 'category')[]
  build: (scope: ReportScope, filters: ReportFilters) => Promise<ReportChart[]>
}

const ALL = ['tournament', 'dates', 'type', 'category'] as const

/**
 * The reports, in menu order, each behind the capability of the screens
 * whose figures it shows: decisions and review help (edit), badges (print),
 * restaurant logs, doors, organisations and rosters (admin, as their own
 * screens). Quotas and rosters are figures of now: no dates.
 */
export const REPORTS: ReportDefinition[] = [
  { slug: 'requests', capability: null, filters: [...ALL], build: requestsReport },
  {
    slug: 'backlog',
    capability: null,
    filters: ['tournament', 'type', 'category'],
    build: backlogReport,
  },
  { slug: 'decisions', capability: 'edit', filters: [...ALL], build: decisionsReport },
  { slug: 'badges', capability: 'print', filters: [...ALL], build: badgesReport },
  { slug: 'meals', capability: 'admin', filters: [...ALL], build: mealsReport },
  { slug: 'passages', capability: 'admin', filters: ['tournament', 'day'], build: passagesReport },
  { slug: 'flags', capability: 'edit', filters: [...ALL], build: flagsReport },
  { slug: 'quotas', capability: 'admin', filters: ['tournament', 'type'], build: quotasReport },
  { slug: 'rosters', capability: 'admin', filters: ['tournament'], build: rostersReport },
]

export function report(slug: ReportSlug): ReportDefinition {
  return REPORTS.find((definition) => definition.slug === slug)!
}

export function mayRead(user: User, definition: ReportDefinition) {
  return definition.capability === null || hasCapability(user, definition.capability)
}

/** The reports a user may open, for the reports menu. */
export function reportsOf(user: User): ReportSlug[] {
  return REPORTS.filter((definition) => mayRead(user, definition)).map((d) => d.slug)
}
