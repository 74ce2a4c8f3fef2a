import { distance } from 'fastest-levenshtein'
import { searchKey } from '#support/search_text'

/** Spanish DNI and NIE check letters: the number modulo 23 indexes this table. */
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

/** Name particles left out of the compared name: "María de la Fuente" is "María Fuente". */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'i', 'e', 'da', 'do', 'dos'])

/**
 * A document as one comparable key: upper case without separators; a DNI
 * (7-8 digits) or NIE (X/Y/Z + 7 digits) with its check letter computed, so
 * "12345678Z", "12.345.678-z" and "12345678" are one key. Anything else is a
 * passport or foreign number, kept as its letters and digits.
 */
export function documentKey(document: string | null | undefined): string | null {
  const plain = (document ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '')
  if (!plain) return null
  const dni = /^(\d{7,8})[A-Z]?$/.exec(plain)
  if (dni) {
    const number = dni[1].padStart(8, '0')
    return `${number}${CHECK_LETTERS[Number(number) % 23]}`
  }
  const nie = /^([XYZ])(\d{7})[A-Z]?$/.exec(plain)
  if (nie) {
    const number = Number(`${'XYZ'.indexOf(nie[1])}${nie[2]}`)
    return `${nie[1]}${nie[2]}${CHECK_LETTERS[number % 23]}`
  }
  return plain
}

/**
 * Name and surnames as one comparable key: the staff search's normaliser
 * (accents and case dropped), punctuation and particles out, words sorted,
 * so swapped surnames give the same key.
 */
export function nameKey(name: string | null | undefined, lastName: string | null | undefined) {
  return searchKey(`${name ?? ''} ${lastName ?? ''}`)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !PARTICLES.has(word))
    .sort()
    .join(' ')
}

/** 1 for equal names, 0 for nothing in common (edit distance over the longer key). */
export function nameSimilarity(a: string, b: string): number {
  if (!a || !b) return 0
  if (a === b) return 1
  return 1 - distance(a, b) / Math.max(a.length, b.length)
}

/** A birth date as its eight digits (YYYYMMDD), or null. */
export function birthKey(date: string | null | undefined): string | null {
  const digits = (date ?? '').slice(0, 10).replace(/\D/g, '')
  return digits.length === 8 ? digits : null
}

/** Equal, or one typo apart: one digit changed, two neighbours swapped, or day and month swapped. */
export function birthWithinOneTypo(a: string | null, b: string | null): boolean {
  if (!a || !b) return false
  if (a === b || distance(a, b) === 1) return true
  const differ = [...a].flatMap((digit, index) => (digit === b[index] ? [] : [index]))
  if (differ.length === 2 && differ[1] === differ[0] + 1) {
    const [first, second] = differ
    if (a[first] === b[second] && a[second] === b[first]) return true
  }
  return (
    a.slice(0, 4) === b.slice(0, 4) && a.slice(4, 6) === b.slice(6) && a.slice(6) === b.slice(4, 6)
  )
}

/** One person named on a request: its applicant, or a ballboy's guardian (no birth date). */
export type PersonKeys = {
  formId: number
  role: 'applicant' | 'tutor'
  document: string | null
  name: string
  birth: string | null
}

export function personKeys(
  formId: number,
  role: PersonKeys['role'],
  fields: {
    name?: string | null
    lastName?: string | null
    document?: string | null
    birthDate?: string | null
  }
): PersonKeys {
  return {
    formId,
    role,
    document: documentKey(fields.document),
    name: nameKey(fields.name, fields.lastName),
    birth: birthKey(fields.birthDate),
  }
}

/** Names this close are the same name with a typo (one or two letters in a full name). */
const SAME_NAME = 0.85
/** With the same document, a name this close is enough (a nickname, a dropped surname). */
const SAME_DOCUMENT_NAME = 0.5

/**
 * Why two people named on requests are likely one, or null. The same
 * document with a close name or birth date; else the same name (typos
 * allowed) and a birth date one typo apart when a document is missing,
 * exactly equal when both documents are there and differ. Two guardians are
 * never compared: siblings share one.
 */
export function likelySamePerson(a: PersonKeys, b: PersonKeys): string[] | null {
  if (a.formId === b.formId) return null
  if (a.role === 'tutor' && b.role === 'tutor') return null
  if (!a.name || !b.name) return null
  const similarity = nameSimilarity(a.name, b.name)
  const birthClose = birthWithinOneTypo(a.birth, b.birth)
  if (a.document && a.document === b.document) {
    if (similarity < SAME_DOCUMENT_NAME && !birthClose) return null
    return [
      'document',
      ...(similarity >= SAME_NAME ? ['name'] : []),
      ...(birthClose ? ['birth'] : []),
    ]
  }
  if (similarity < SAME_NAME) return null
  const birthAgrees =
    a.document && b.document ? a.birth !== null && a.birth === b.birth : birthClose
  return birthAgrees ? ['name', 'birth'] : null
}
