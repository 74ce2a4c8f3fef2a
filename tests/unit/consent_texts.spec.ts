import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { CONSENT_TOPICS, CONSENT_TEXTS, consentDigest } from '#services/privacy/consent_texts'

test.group('Consent texts', () => {
  test('the words of each current version are the words recorded for it, in every language', ({
    assert,
  }) => {
    for (const kind of CONSENT_TOPICS) {
      const current = CONSENT_TEXTS[kind].versions[CONSENT_TEXTS[kind].current]
      for (const locale of ['es', 'en']) {
        const translations = i18nManager.getTranslationsFor(locale) as Record<string, string>
        assert.isString(translations[current.key], `${current.key} is translated in ${locale}`)
        assert.equal(
          consentDigest(kind, translations),
          current.digest[locale],
          `The ${kind} consent words (or the privacy pages) changed in ${locale}: add a new version in consent_texts.ts with new translation keys, keeping the old ones`
        )
      }
    }
  })

  test('every version ever recorded keeps its words in both languages', ({ assert }) => {
    for (const kind of CONSENT_TOPICS) {
      for (const version of Object.values(CONSENT_TEXTS[kind].versions)) {
        for (const locale of ['es', 'en']) {
          const translations = i18nManager.getTranslationsFor(locale) as Record<string, string>
          assert.isString(translations[version.key], `${version.key} in ${locale}`)
        }
      }
    }
  })
})
