import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { sqlTimestamp } from '#support/sql_time'
import OrganisationManager from '#models/organisation_manager'
import Organisation from '#models/organisation'
import OrganisationSignInLink from '#models/organisation_sign_in_link'
import OrganisationSignInMail from '#mails/organisation_sign_in_mail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { resolveLocale } from '#services/i18n/locales'

/** How long a mailed sign-in link works. */
export const SIGN_IN_LINK_MINUTES = 30

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Mails a manager a fresh single-use sign-in link, in their language; the
 * link row and its mail are written in one transaction. Only the token's
 * hash is stored: the database alone signs nobody in.
 */
export async function mailSignInLink(manager: OrganisationManager) {
  const organisation = await Organisation.findOrFail(manager.organisationId)
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (trx) => {
    await OrganisationSignInLink.create(
      {
        managerId: manager.id,
        tokenHash: digest(token),
        expiresAt: DateTime.now().plus({ minutes: SIGN_IN_LINK_MINUTES }),
        usedAt: null,
      },
      { client: trx }
    )
    const link = `${appUrl}${urlFor('organisation_portal.sign_in', { token })}`
    await queueWithin(trx, () =>
      mail.sendLater(
        new OrganisationSignInMail(
          manager,
          organisation.name,
          link,
          SIGN_IN_LINK_MINUTES,
          resolveLocale(manager.locale)
        )
      )
    )
  })
}

/**
 * A manager asks for a link by their email: every manager of that address
 * (one per organisation) is mailed one. The caller answers the same whether
 * or not the address is known (no enumeration).
 */
export async function requestSignInLinks(email: string) {
  const managers = await OrganisationManager.query().where('email', email.trim().toLowerCase())
  for (const manager of managers) await mailSignInLink(manager)
}

/** Whether a link is still usable (shown before the visitor confirms). */
export async function usableLink(token: string) {
  return OrganisationSignInLink.query()
    .where('tokenHash', digest(token))
    .whereNull('usedAt')
    .where('expiresAt', '>', sqlTimestamp(DateTime.now()))
    .first()
}

/**
 * Burns a link and returns its manager, or null when it was used, expired or
 * never existed. The burn is a guarded UPDATE: a second (or concurrent) use
 * signs nobody in.
 */
export async function consumeSignInLink(token: string): Promise<OrganisationManager | null> {
  const now = sqlTimestamp(DateTime.now())
  const link = await usableLink(token)
  if (!link) return null
  const burned = await db
    .from('organisation_sign_in_links')
    .where('id', link.id)
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now })
  if (Number(Array.isArray(burned) ? burned[0] : burned) !== 1) return null
  return OrganisationManager.find(link.managerId)
}
