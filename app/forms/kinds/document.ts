import { fileKind } from '#forms/kinds/file'

/** A certificate or a scan: a PDF, PNG or JPEG. */
export const documentKind = fileKind({
  extnames: ['pdf', 'jpg', 'jpeg', 'png'],
  types: ['pdf', 'png', 'jpeg'],
  put: (files, file, folder) => files.putDocument(file, folder),
})
