import Country from '#models/country'
import { normalizeHeader } from '#services/imports/columns'
import { THREE_LETTER_CODES } from '#services/imports/country_codes'

/**
 * Resolves what a tour list puts in its nationality column: a two- or
 * three-letter code, or the country's name in Spanish or English.
 */
export class Nationalities {
  #byKey = new Map<string, number>()

  static async load() {
    const nationalities = new Nationalities()
    const countries = await Country.query().select('id', 'code', 'nameEs', 'nameEn')
    const byCode = new Map(countries.map((country) => [country.code.toUpperCase(), country.id]))
    for (const country of countries) {
      nationalities.#byKey.set(country.code.toUpperCase(), country.id)
      nationalities.#byKey.set(normalizeHeader(country.nameEs), country.id)
      nationalities.#byKey.set(normalizeHeader(country.nameEn), country.id)
    }
    for (const [three, two] of THREE_LETTER_CODES) {
      const id = byCode.get(two)
      if (id) nationalities.#byKey.set(three, id)
    }
    return nationalities
  }

  /** The country id, or undefined when nothing matches. */
  find(value: string): number | undefined {
    const text = value.trim()
    if (/^[a-z]{2,3}$/i.test(text)) {
      const byCode = this.#byKey.get(text.toUpperCase())
      if (byCode) return byCode
    }
    return this.#byKey.get(normalizeHeader(text))
  }
}
