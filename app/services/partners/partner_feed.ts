import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { dayPassSources } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow } from '#services/credentials/credential'
import { oldestKeptChange } from '#services/devices/change_pruning'
import { settledChangeId } from '#services/devices/snapshot'
import type Partner from '#models/partner'
import {
  encodePartnerCursor,
  type FeedName,
  type PartnerCursor,
} from '#services/partners/partner_cursor'
import {
  partnerCredential,
  partnerRequest,
  REQUEST_COLUMNS,
  tombstone,
  type Tombstone,
} from '#services/partners/partner_fields'

export const DEFAULT_PAGE = 100
export const MAX_PAGE = 1000

/** The cursor's changes were pruned from the change log: the partner lists everything again. */
export class CursorExpired extends Error {}

/** A credential's version: the number of its latest change (0 once that change was pruned). */
const VERSION_SQL =
  '(select max(form_changes.id) from form_changes where form_changes.form_id = forms.id)'

/**
 * What a feed lists of a tournament's forms: credentials are its approved,
 * unerased requests; requests are all its unerased requests. Anything that
 * leaves a feed (withdrawn, rejected, erased) is listed as a tombstone.
 */
function feedQuery(
  feed: FeedName,
  tournamentId: number,
  dayPasses: Awaited<ReturnType<typeof dayPassSources>>
) {
  const base = db
    .from('forms')
    .where('forms.tournament_id', tournamentId)
    .whereNull('forms.erased_at')
  const query: DatabaseQueryBuilderContract<any> =
    feed === 'credentials'
      ? withCredentialColumns(base.where('forms.state', 'approved'), dayPasses)
      : base.select(REQUEST_COLUMNS)
  return query.select(db.raw(`${VERSION_SQL} as change_version`))
}

function present(feed: FeedName, row: Record<string, any>, scopes: readonly string[]) {
  const changeVersion = Number(row.change_version ?? 0)
  if (feed === 'requests') return partnerRequest(row, changeVersion)
  return partnerCredential(credentialOfRow(row)!, changeVersion, scopes)
}

export type FeedItem = ReturnType<typeof present> | Tombstone
export type FeedPage = { data: FeedItem[]; cursor: string; hasMore: boolean }

/**
 * One page of a feed. Without a cursor: the first page of the full listing
 * (by id), whose cursors carry the change number read before it began, so
 * what changes while the partner pages is sent again in the delta. Then, the
 * delta: every form of the tournament changed after the cursor, once, at its
 * latest change, in the order of those changes; its state now, or a
 * tombstone without personal data.
 */
export async function feedPage(
  partner: Partner,
  feed: FeedName,
  cursor: PartnerCursor | null,
  limit: number
): Promise<FeedPage> {
  const dayPasses = await dayPassSources()
  const scopes = partner.scopeList
  const tournamentId = partner.tournamentId
  if (cursor === null || cursor.after !== undefined) {
    const change = cursor?.change ?? (await settledChangeId())
    const rows = await feedQuery(feed, tournamentId, dayPasses)
      .where('forms.id', '>', cursor?.after ?? 0)
      .orderBy('forms.id')
      .limit(limit + 1)
    const page = rows.slice(0, limit)
    const hasMore = rows.length > limit
    const next: PartnerCursor = { feed, tournamentId, change }
    if (hasMore) next.after = Number(page[page.length - 1].form_id ?? page[page.length - 1].id)
    return {
      data: page.map((row) => present(feed, row, scopes)),
      cursor: encodePartnerCursor(next),
      hasMore,
    }
  }

  const [oldest, settled] = await Promise.all([oldestKeptChange(), settledChangeId()])
  if (cursor.change < oldest - 1) throw new CursorExpired()
  const changed = await db
    .from('form_changes')
    .join('forms', 'forms.id', 'form_changes.form_id')
    .where('form_changes.id', '>', cursor.change)
    .where('forms.tournament_id', tournamentId)
    .groupBy('form_changes.form_id')
    .select('form_changes.form_id')
    .max('form_changes.id as last')
    .orderBy('last')
    .limit(limit + 1)
  const page = changed.slice(0, limit)
  const hasMore = changed.length > limit
  const ids = page.map((row) => Number(row.form_id))
  const rows = ids.length
    ? await feedQuery(feed, tournamentId, dayPasses).whereIn('forms.id', ids)
    : []
  const byId = new Map(rows.map((row) => [Number(row.form_id ?? row.id), row]))
  const data = page.map((change) => {
    const row = byId.get(Number(change.form_id))
    return row ? present(feed, row, scopes) : tombstone(Number(change.form_id), Number(change.last))
  })
  const last = page.length ? Number(page[page.length - 1].last) : cursor.change
  // Changes too young to be settled (a slower transaction may commit below them) are sent again.
  const reached = hasMore ? last : Math.max(cursor.change, Math.min(last, settled))
  return {
    data,
    cursor: encodePartnerCursor({ feed, tournamentId, change: reached }),
    hasMore,
  }
}

/** One form of the partner's tournament in a feed, or null (another tournament's, erased, out of the feed). */
export async function feedItem(partner: Partner, feed: FeedName, id: number) {
  const dayPasses = await dayPassSources()
  const row = await feedQuery(feed, partner.tournamentId, dayPasses).where('forms.id', id).first()
  return row ? present(feed, row, partner.scopeList) : null
}
