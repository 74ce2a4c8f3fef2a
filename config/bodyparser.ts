import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/bodyparser'

/**
 * Uploads wait in the app's own directory (owner-only), not in the shared
 * /tmp where other local users could read applicants' documents; beside the
 * private disk, a stored document is moved onto it with a rename. The upload
 * cleanup middleware empties it at the end of each request.
 */
export const UPLOADS_DIRECTORY = app.tmpPath('uploads')

/** The largest request body with files: pages that upload say so in their messages. */
export const UPLOAD_MAX_MEGABYTES = 20
mkdirSync(UPLOADS_DIRECTORY, { recursive: true, mode: 0o700 })

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  multipart: {
    autoProcess: true,
    convertEmptyStringsToNull: true,
    processManually: [],
    /** A photo (5 MB) plus documents; each file has its own smaller limit in its validator. */
    limit: `${UPLOAD_MAX_MEGABYTES}mb`,
    types: ['multipart/form-data'],
    /**
     * Named after the receiving process: one killed mid-request leaves its
     * uploads behind, and the next start removes those of processes that are
     * gone (app/services/files/upload_leftovers.ts).
     */
    tmpFileName: () => join(UPLOADS_DIRECTORY, `${process.pid}-${randomUUID()}`),
  },
})

export default bodyParserConfig
