import type User from '#models/user'
import Tournament, { type Sport } from '#models/tournament'
import { formTypesOfSport, ISSUED_CATEGORY } from '#forms/registry'
import { categoriesOfSport } from '#services/applicants/mail_preview'
import { formTypesOf } from '#services/auth/form_access'
import { labelsOf } from '#services/credentials/credential_labels'

/**
 * The tournaments whose badges a staff member designs and prints at
 * stations: this year's, of a sport they review a type of (as the desks'
 * scope). A route naming another tournament, or its template, image,
 * station or job, answers as if it did not exist.
 */
export async function badgeTournamentsOf(user: User): Promise<Tournament[]> {
  const types = formTypesOf(user)
  const current = await Tournament.current()
  return current.filter((tournament) =>
    formTypesOfSport(tournament.sport as Sport).some((type) => types.includes(type))
  )
}

export async function badgeTournamentOf(user: User, id: unknown): Promise<Tournament | null> {
  const wanted = Number(id)
  if (!Number.isInteger(wanted)) return null
  const tournaments = await badgeTournamentsOf(user)
  return tournaments.find((tournament) => tournament.id === wanted) ?? null
}

/** A tournament's accreditation categories (its sport's types', then issued credentials'), labelled. */
export function categoriesOf(tournament: Tournament) {
  const codes = [...new Set([...categoriesOfSport(tournament.sport as Sport), ISSUED_CATEGORY])]
  return codes.map((code) => ({ code, labels: labelsOf('category', code) }))
}
