import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { safeEqual } from '@adonisjs/core/helpers'
import { DateTime } from 'luxon'
import Partner from '#models/partner'
import PartnerToken from '#models/partner_token'
import { storedMoment } from '#support/sql_time'

/** `ptk_<token id>_<secret>`: the id finds the row, the secret's SHA-256 is compared. */
const TOKEN_PATTERN = /^ptk_([1-9]\d{0,9})_([A-Za-z0-9_-]{43})$/

function digest(secret: string) {
  return createHash('sha256').update(secret).digest('hex')
}

/** A new token for the partner: returned once, only its hash is stored. */
export async function issuePartnerToken(
  partner: Partner,
  options: { name: string; expiresAt?: DateTime | null }
): Promise<{ token: PartnerToken; value: string }> {
  const secret = randomBytes(32).toString('base64url')
  const token = await PartnerToken.create({
    partnerId: partner.id,
    name: options.name,
    hash: digest(secret),
    expiresAt: options.expiresAt ?? null,
  })
  return { token, value: `ptk_${token.id}_${secret}` }
}

export async function revokePartnerToken(token: PartnerToken) {
  if (token.revokedAt) return
  token.revokedAt = DateTime.now()
  await token.save()
}

/** A revoked partner's tokens all stop at once. */
export async function revokePartner(partner: Partner) {
  partner.revokedAt = DateTime.now()
  await partner.save()
}

export type PresentedPartner = { partner: Partner; tokenId: number }

const TOKEN_SQL = `select partners.*, partner_tokens.hash as token_hash,
    partner_tokens.expires_at as token_expires_at, partner_tokens.revoked_at as token_revoked_at
  from partner_tokens join partners on partners.id = partner_tokens.partner_id
  where partner_tokens.id = ?`

/**
 * The partner a bearer token names, checked against the database on every
 * request in one query (so a revoked token or partner is refused at once):
 * null unless the secret matches, the token has neither expired nor been
 * revoked, and the partner is not revoked.
 */
export async function partnerForToken(
  authorization: string | undefined
): Promise<PresentedPartner | null> {
  const value = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : ''
  const match = TOKEN_PATTERN.exec(value)
  if (!match) return null
  const result = await db.rawQuery(TOKEN_SQL, [Number(match[1])])
  const row = (Array.isArray(result) ? result : result.rows)[0]
  if (!row || !safeEqual(String(row.token_hash), digest(match[2]))) return null
  if (row.token_revoked_at !== null || row.revoked_at !== null) return null
  const expiresAt = storedMoment(row.token_expires_at)
  if (expiresAt && expiresAt <= new Date()) return null
  const partner = Partner.$createFromAdapterResult(row)
  return partner ? { partner, tokenId: Number(match[1]) } : null
}
