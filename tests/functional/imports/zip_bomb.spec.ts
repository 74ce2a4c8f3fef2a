import { writeFile } from 'node:fs/promises'
import { crc32, deflateRawSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import ExcelJS from 'exceljs'
import { checkImportFile } from '#services/imports/file_format'
import { zipInflatedSize } from '#services/imports/zip_inflated_size'
import { engineIndependent } from '#tests/helpers/engines'

/** A zip of deflated entries, written by hand: the shape of an xlsx, whatever it holds. */
function zipOf(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const packed = deflateRawSync(content, { level: 9 })
    const nameBytes = Buffer.from(name)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(8, 8)
    header.writeUInt32LE(crc32(content), 14)
    header.writeUInt32LE(packed.length, 18)
    header.writeUInt32LE(content.length, 22)
    header.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(8, 10)
    entry.writeUInt32LE(crc32(content), 16)
    entry.writeUInt32LE(packed.length, 20)
    entry.writeUInt32LE(content.length, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    locals.push(header, nameBytes, packed)
    central.push(entry, nameBytes)
    offset += header.length + nameBytes.length + packed.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

test.group('Imports · workbooks that inflate', (group) => {
  engineIndependent(group)
  test('a small workbook that inflates past the limit is refused before parsing', async ({
    assert,
  }) => {
    const bomb = zipOf({
      '[Content_Types].xml': Buffer.from('<Types/>'),
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/worksheets/sheet1.xml': Buffer.alloc(150 * 1024 * 1024, 0x20),
    })
    assert.isBelow(bomb.length, 1024 * 1024)
    const path = app.tmpPath('bomb.xlsx')
    await writeFile(path, bomb)
    assert.deepEqual(await checkImportFile(path), { ok: false, reason: 'inflates_too_much' })
  }).timeout(20_000)

  test('a real workbook passes and its inflated size is read from the zip directory', async ({
    assert,
  }) => {
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Entry list').addRow(['Name', 'Last name', 'Passport'])
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    assert.isAbove(zipInflatedSize(bytes)!, bytes.length)
    const path = app.tmpPath('entry-list.xlsx')
    await writeFile(path, bytes)
    assert.deepEqual(await checkImportFile(path), { ok: true, format: 'xlsx' })
  })
})
