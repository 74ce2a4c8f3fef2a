/**
 * Who hears back about a request: a minor's parent or guardian when the
 * request names one (ballboys), else the applicant's own address.
 */
export function applicantRecipient(
  email: string | null | undefined,
  guardianEmail: string | null | undefined
): string | null {
  const guardian = guardianEmail?.trim()
  if (guardian) return guardian
  return email?.trim() || null
}
