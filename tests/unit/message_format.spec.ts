import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'

type Format = (
  message: string,
  data: Record<string, string | number> | undefined,
  locale: string
) => string

/** Client code, loaded by path: the server's TypeScript project does not include the pages. */
const { formatMessage } = (await import(app.makePath('inertia/hooks/message_format.ts'))) as {
  formatMessage: Format
}

test.group('Messages formatted in the browser', () => {
  test('placeholders, and plurals by the language’s rules', ({ assert }) => {
    const selected = '{count, plural, one {# seleccionada} other {# seleccionadas}}'
    assert.equal(formatMessage(selected, { count: 1 }, 'es'), '1 seleccionada')
    assert.equal(formatMessage(selected, { count: 0 }, 'es'), '0 seleccionadas')
    assert.equal(formatMessage(selected, { count: 3 }, 'es'), '3 seleccionadas')
    const preview = '{count, plural, =0 {Nothing} one {# request} other {# requests}}'
    assert.equal(formatMessage(preview, { count: 0 }, 'en'), 'Nothing')
    const nested = '{count, plural, one {# asignada a {player}} other {# asignadas a {player}}}'
    assert.equal(formatMessage(nested, { count: 2, player: 'Carla' }, 'es'), '2 asignadas a Carla')
    assert.equal(
      formatMessage('Hola {name}, {missing}', { name: 'Ana' }, 'es'),
      'Hola Ana, {missing}'
    )
    assert.equal(formatMessage('Sin datos {x}', undefined, 'es'), 'Sin datos {x}')
  })

  test('every plural message reads the same in the browser as on the server', ({ assert }) => {
    for (const locale of ['es', 'en']) {
      const messages = i18nManager.getTranslationsFor(locale) as Record<string, string>
      const plurals = Object.entries(messages).filter(([, text]) => text.includes(', plural,'))
      assert.isAbove(plurals.length, 3, locale)
      for (const [key, text] of plurals) {
        const names = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1])
        for (const count of [0, 1, 2, 21]) {
          const data = Object.fromEntries(names.map((name) => [name, count]))
          assert.equal(
            formatMessage(text, data, locale),
            i18nManager.locale(locale).t(key, data),
            `${locale} ${key} ${count}`
          )
        }
      }
    }
  })
})
