import { readFile } from 'node:fs/promises'

/**
 * UTF-8 (with or without BOM) as we ask; a file saved by Excel on Windows
 * comes in Windows-1252, so a file that is not valid UTF-8 is read as that.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes)
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text
}

/** Excel writes `;` where the decimal comma is local (Spain); the header line tells which. */
export function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === ',') commas += 1
    else if (!quoted && char === ';') semicolons += 1
  }
  return semicolons > commas ? ';' : ','
}

/**
 * RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and
 * line breaks. Yields each record with the line it starts on.
 */
export function* parseCsv(text: string): Generator<{ line: number; cells: string[] }> {
  const delimiter = detectDelimiter(text)
  let cells: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 2
        continue
      }
      if (char === '"') quoted = false
      else {
        if (char === '\n') line += 1
        field += char
      }
      index += 1
      continue
    }
    if (char === '"' && field === '') quoted = true
    else if (char === delimiter) {
      cells.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      cells.push(field)
      yield { line: recordLine, cells }
      cells = []
      field = ''
      if (char === '\r' && text[index + 1] === '\n') index += 1
      line += 1
      recordLine = line
    } else field += char
    index += 1
  }
  if (field !== '' || cells.length > 0) {
    cells.push(field)
    yield { line: recordLine, cells }
  }
}

export async function* csvRows(path: string) {
  yield* parseCsv(decodeText(await readFile(path)))
}
