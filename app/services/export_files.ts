import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'

/** Exports live on the private disk; only a signed link for their owner reads them. */
export function exportKey(file: string) {
  return `exports/${file}.xlsx`
}

/** Moves a finished workbook onto the private disk and names it with a random id. */
export async function storeExport(path: string): Promise<string> {
  const file = randomUUID()
  await drive.use().moveFromFs(path, exportKey(file))
  return file
}
