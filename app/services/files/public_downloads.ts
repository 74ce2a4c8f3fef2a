import type { Session } from '@adonisjs/session'
import app from '@adonisjs/core/services/app'
import { DOWNLOADS, type DownloadName } from '#forms/definition'

const SESSION_KEY = 'downloaded_documents'

export function isDownload(name: unknown): name is DownloadName {
  return typeof name === 'string' && (DOWNLOADS as readonly string[]).includes(name)
}

/** Documents this visitor has downloaded (some forms require it first). */
export function downloadedDocuments(session: Session): DownloadName[] {
  const stored: unknown = session.get(SESSION_KEY, [])
  return Array.isArray(stored) ? stored.filter(isDownload) : []
}

export function recordDownload(session: Session, name: DownloadName) {
  const downloaded = downloadedDocuments(session)
  if (!downloaded.includes(name)) session.put(SESSION_KEY, [...downloaded, name])
}

/** The file behind a download, per locale when a translation exists. */
export function downloadPath(name: DownloadName) {
  return app.makePath('resources/documents', `${name}.pdf`)
}
