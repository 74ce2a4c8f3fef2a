import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dayPassSources } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow, type Credential } from '#services/credentials/credential'

/** Ids per query: far below either engine's limit on bound variables. */
const CHUNK = 1000

/**
 * The credentials of these forms, in the order given (ids that name none are
 * left out), one query per thousand: a print run, a status page, a mail.
 */
export async function credentialsOf(
  ids: number[],
  client?: TransactionClientContract
): Promise<Credential[]> {
  if (ids.length === 0) return []
  const dayPasses = await dayPassSources()
  const byId = new Map<number, Credential>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const query = (client ?? db).from('forms').whereIn('forms.id', ids.slice(start, start + CHUNK))
    for (const row of await withCredentialColumns(query, dayPasses)) {
      const credential = credentialOfRow(row)
      if (credential) byId.set(credential.id, credential)
    }
  }
  return ids.map((id) => byId.get(id)).filter((found): found is Credential => found !== undefined)
}

export async function credentialOf(
  id: number,
  client?: TransactionClientContract
): Promise<Credential | null> {
  const [credential] = await credentialsOf([id], client)
  return credential ?? null
}
