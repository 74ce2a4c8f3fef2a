import { DateTime } from 'luxon'
import type { Random } from '#database/generators/random'

type Row = Record<string, unknown>

/**
 * A planted duplicate's code is its original's with the first character
 * made "1", which the code alphabet never uses: the duplicate bench reads
 * the ground truth back from the codes alone.
 */
export const PLANTED_MARK = '1'

export function plantedCode(originalCode: string) {
  return `${PLANTED_MARK}${originalCode.slice(1)}`
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }

/** Accents dropped where there are some, one added where there are none. */
function toggleAccents(text: string) {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '')
  if (plain !== text) return plain
  return text.replace(/[aeiou]/, (vowel) => ACCENTED[vowel])
}

/** The same document written another way: DNI/NIE without its letter, others with a separator. */
function rewriteDocument(document: string, random: Random) {
  if (/^[XYZ]?\d{7,8}[A-Z]$/.test(document)) {
    return random.chance(0.5)
      ? document.slice(0, -1)
      : `${document.slice(0, -1)}-${document.slice(-1).toLowerCase()}`
  }
  return `${document.slice(0, 2)} ${document.slice(2)}`
}

/** One typo in a birth date: a day one digit off, or day and month swapped. */
function birthTypo(isoDate: string, random: Random) {
  const date = DateTime.fromISO(isoDate)
  if (date.day <= 12 && date.day !== date.month && random.chance(0.5)) {
    return date.set({ day: date.month, month: date.day }).toISODate()!
  }
  const day = date.day % 10 === 9 || date.day >= 28 ? date.day - 1 : date.day + 1
  return date.set({ day }).toISODate()!
}

/**
 * Makes `form` (a freshly built request of any type) the same person as
 * `original` asking again: accents changed, surnames swapped, the DNI with
 * or without its letter, a birth-date typo; at least one of them, often two.
 */
export function plantDuplicate(form: Row, original: Row, random: Random) {
  let name = String(original.name)
  let lastName = String(original.last_name)
  let document = original.document as string | null
  let birth = original.birth_date as string | null
  const changes = new Set<string>()
  while (changes.size === 0) {
    if (random.chance(0.5)) changes.add('accents')
    if (random.chance(0.4) && lastName.includes(' ')) changes.add('surnames')
    if (random.chance(0.5) && document) changes.add('document')
    if (random.chance(0.4) && birth) changes.add('birth')
  }
  if (changes.has('accents')) {
    name = toggleAccents(name)
    lastName = toggleAccents(lastName)
  }
  if (changes.has('surnames')) lastName = lastName.split(' ').reverse().join(' ')
  if (changes.has('document') && document) document = rewriteDocument(document, random)
  if (changes.has('birth') && birth) birth = birthTypo(birth, random)
  form.name = name
  form.last_name = lastName
  form.document = document
  form.birth_date = birth
  form.code = plantedCode(String(original.code))
  return [...changes]
}
