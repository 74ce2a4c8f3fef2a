import { urlFor } from '~/client'

/** A request's file through the authorised preview (logged in the file access log). */
export function previewUrl(file: string) {
  return urlFor('form_files.preview', {}, { qs: { file } })
}
