import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import sharp from 'sharp'
import FormLog from '#models/form_log'
import type Tournament from '#models/tournament'
import { createForm } from '#tests/helpers/form_factory'

/** An approved credential whose badge was printed: ready to be handed over. */
export async function printedCard(
  type: string,
  tournament: Tournament,
  overrides: Parameters<typeof createForm>[2] = {}
) {
  const form = await createForm(type, tournament, { state: 'approved', ...overrides })
  await FormLog.create({ formId: form.id, type: 'print', data: '{}' })
  return form
}

/** What a signature pad sends: a PNG data URL. */
export async function signatureDataUrl() {
  const png = await sharp({
    create: { width: 300, height: 100, channels: 4, background: '#ffffff' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 C 80 10, 150 90, 290 20" stroke="black" stroke-width="4" fill="none"/></svg>'
        ),
      },
    ])
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** Signature images the collection tests stored on the private disk. */
export async function clearSignatures() {
  await rm(app.makePath('tmp/storage-test/signatures'), { recursive: true, force: true })
}
