/**
 * The ICU message forms the translations use, for the browser: `{name}`
 * placeholders and `{count, plural, =0 {…} one {# …} other {# …}}`, chosen with
 * the language's plural rules (Intl.PluralRules). The server formats the same
 * messages with the full ICU formatter; this keeps public pages light.
 */
export function formatMessage(
  message: string,
  data: Record<string, string | number> | undefined,
  locale: string
): string {
  if (!data) return message
  let result = ''
  let index = 0
  while (index < message.length) {
    const open = message.indexOf('{', index)
    if (open === -1) break
    const close = matchingBrace(message, open)
    if (close === -1) break
    result += message.slice(index, open) + argument(message.slice(open + 1, close), data, locale)
    index = close + 1
  }
  return result + message.slice(index)
}

function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let position = open; position < text.length; position++) {
    if (text[position] === '{') depth++
    else if (text[position] === '}' && --depth === 0) return position
  }
  return -1
}

function argument(body: string, data: Record<string, string | number>, locale: string): string {
  const [name, kind] = body.split(',', 2).map((part) => part.trim())
  if (!(name in data)) return `{${body}}`
  if (kind !== 'plural') return String(data[name])
  const count = Number(data[name])
  const branches = pluralBranches(body.slice(body.indexOf('plural') + 'plural'.length + 1))
  const chosen =
    branches.get(`=${count}`) ??
    branches.get(new Intl.PluralRules(locale).select(count)) ??
    branches.get('other') ??
    ''
  return formatMessage(chosen.replaceAll('#', String(count)), data, locale)
}

/** `=0 {…} one {…} other {…}` → selector → text. */
function pluralBranches(text: string): Map<string, string> {
  const branches = new Map<string, string>()
  let index = 0
  while (index < text.length) {
    const open = text.indexOf('{', index)
    if (open === -1) break
    const close = matchingBrace(text, open)
    if (close === -1) break
    branches.set(text.slice(index, open).trim(), text.slice(open + 1, close))
    index = close + 1
  }
  return branches
}
