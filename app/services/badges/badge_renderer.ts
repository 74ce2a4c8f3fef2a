/**
 * A badge renderer thread (started by badge_renderers.ts): it draws the
 * pages of the badge PDFs it is sent and answers each message with the PDF
 * bytes written since its last answer. Several documents may be open at
 * once, one per job; the messages of one job arrive in order. It reads no
 * database and no file but the fonts: the request's thread sends what a
 * page shows, already translated, and writes the bytes to the file.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { setImmediate as nextTurn } from 'node:timers/promises'
import PDFDocument from 'pdfkit'
import { registerFonts } from '#services/pdf/fonts'
import type { BadgeData } from '#services/badges/badge_data'
import type { TemplateDefinition } from '#services/badges/badge_template'
import { drawTemplate, openedImage, type BadgeWords } from '#services/badges/badge_render'

/** One credential's pages: what `drawTemplate` draws, as a message carries it. */
export type BadgePage = {
  definition: TemplateDefinition
  badge: BadgeData
  words: BadgeWords
  photo: Uint8Array | null
  zoneOrder: string[]
}

export type ToRenderer =
  | { job: number; open: { title: string } }
  /** Template images the pages use that this job was not sent yet. */
  | { job: number; pages: BadgePage[]; images: [number, Uint8Array][] }
  | { job: number; end: true }
  /** No answer: the job is dropped (its request failed). */
  | { job: number; abort: true }

export type FromRenderer = { job: number; bytes: Uint8Array } | { job: number; error: string }

type OpenDocument = {
  doc: PDFKit.PDFDocument
  written: Buffer[]
  /** Template images, each opened (embedded) once for this document. */
  images: Map<number, Buffer>
  ended: Promise<void>
}

const documents = new Map<number, OpenDocument>()

/** A Buffer over a message's bytes (pdfkit tells images by `Buffer.isBuffer`). */
function bufferOf(bytes: Uint8Array) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function open(title: string): OpenDocument {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title } })
  registerFonts(doc)
  const written: Buffer[] = []
  doc.on('data', (chunk: Buffer) => written.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  ended.catch(() => {})
  return { doc, written, images: new Map(), ended }
}

/** The bytes written since the last answer (pdfkit may hand them over on the next tick). */
async function takeWritten(document: OpenDocument) {
  await nextTurn()
  const bytes = Buffer.concat(document.written)
  document.written.length = 0
  return bytes
}

function draw(document: OpenDocument, message: Extract<ToRenderer, { pages: unknown }>) {
  for (const [id, bytes] of message.images)
    document.images.set(id, openedImage(document.doc, bufferOf(bytes)))
  for (const page of message.pages) {
    const assets = {
      photo: page.photo ? bufferOf(page.photo) : null,
      images: document.images,
      zoneOrder: page.zoneOrder,
    }
    drawTemplate(document.doc, page.definition, page.badge, assets, page.words)
  }
}

async function answer(message: ToRenderer): Promise<FromRenderer | null> {
  const { job } = message
  if ('abort' in message) {
    documents.get(job)?.doc.destroy()
    documents.delete(job)
    return null
  }
  try {
    if ('open' in message) {
      const document = open(message.open.title)
      documents.set(job, document)
      return { job, bytes: await takeWritten(document) }
    }
    const document = documents.get(job)
    if (!document) return { job, error: 'unknown job' }
    if ('pages' in message) {
      draw(document, message)
      return { job, bytes: await takeWritten(document) }
    }
    document.doc.end()
    await document.ended
    documents.delete(job)
    return { job, bytes: await takeWritten(document) }
  } catch (error) {
    documents.get(job)?.doc.destroy()
    documents.delete(job)
    return { job, error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * This thread's scheduling priority lowered by `steps` (Linux: a thread has
 * its own nice value, found by its id): the event loop's requests go first
 * when both want the same core. Elsewhere the thread keeps the process's.
 */
function yieldToRequests(steps: number) {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
    setPriority(thread, Math.min(19, getPriority(thread) + steps))
  } catch {}
}

/** One message at a time, in arrival order: a job's answers come back in the order it asked. */
function serve() {
  if (workerData.nice) yieldToRequests(workerData.nice)
  let queue = Promise.resolve()
  parentPort!.on('message', (message: ToRenderer) => {
    queue = queue.then(async () => {
      const reply = await answer(message)
      if (reply) parentPort!.postMessage(reply)
    })
  })
}

if (!isMainThread && workerData?.badgeRenderer) serve()
