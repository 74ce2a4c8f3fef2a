import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as es from '@zxcvbn-ts/language-es-es'

/** Length in characters (code points): spaces and any Unicode count and are kept. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256
/** zxcvbn's score (0-4) a staff password must reach: 3 is "safely unguessable" offline-throttled. */
const MIN_SCORE = 3

/** Passwords printed where anyone can read them (the README's demo accounts). */
const PUBLISHED = ['demo-password-2026']
/** The product's own words: a password built on them is the first an attacker tries. */
const PRODUCT_WORDS = [
  'acreditaciones',
  'acreditacion',
  'accreditations',
  'accreditation',
  'tennis',
  'tenis',
  'golf',
  'merchant',
  'staff',
]

export type PasswordReason =
  'too_short' | 'too_long' | 'published' | 'personal' | 'product' | 'common' | 'pattern' | 'weak'

export type PasswordVerdict = { ok: true; score: number } | { ok: false; reason: PasswordReason }

let estimator: ZxcvbnFactory | null = null
/** Built once, on first use (~150 ms): the dictionaries are bundled, nothing is fetched. */
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return estimator
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

/** The words of a name or an email a password must not be built on (4 letters or more). */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = values
    .filter((value): value is string => typeof value === 'string')
    /** Each word, and each part of an email whole ("club-tenis" as "clubtenis" too). */
    .flatMap((value) => [...value.split(/[\s@.+_-]+/), ...value.split(/[@.]+/)])
    .map(fold)
    .filter((word) => word.length >= 4)
  return [...new Set(words)]
}

/** Whether the password is mostly these words: without them, what is left is short padding. */
function builtOn(folded: string, words: string[]) {
  let rest = folded
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    rest = rest.replaceAll(word, '')
  }
  return rest.length < folded.length && rest.length < 8
}

/**
 * The one rule for every staff password (users page, admin:create, the
 * password change and reset): 12 to 256 characters, not published, not built
 * on the user's name or email or the product's name, and hard to guess for an
 * estimator that knows common and breached passwords, names and words in
 * English and Spanish, keyboard walks, repeats, sequences and dates.
 */
export function judgePassword(password: string, personal: string[] = []): PasswordVerdict {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return { ok: false, reason: 'too_short' }
  if (length > PASSWORD_MAX_LENGTH) return { ok: false, reason: 'too_long' }
  if (PUBLISHED.includes(password)) return { ok: false, reason: 'published' }
  const folded = fold(password)
  if (builtOn(folded, personal)) return { ok: false, reason: 'personal' }
  if (builtOn(folded, PRODUCT_WORDS)) return { ok: false, reason: 'product' }

  const result = zxcvbn().check(password, [...personal, ...PRODUCT_WORDS])
  if (result.score >= MIN_SCORE) return { ok: true, score: result.score }
  const patterns = result.sequence.map((match) => match.pattern)
  const dictionaries = result.sequence.map((match) =>
    match.pattern === 'dictionary' ? match.dictionaryName : null
  )
  if (dictionaries.includes('userInputs')) return { ok: false, reason: 'personal' }
  if (dictionaries.includes('passwords-common')) return { ok: false, reason: 'common' }
  if (patterns.some((pattern) => ['repeat', 'sequence', 'spatial', 'date'].includes(pattern))) {
    return { ok: false, reason: 'pattern' }
  }
  return { ok: false, reason: 'weak' }
}
