import { fileKind } from '#forms/kinds/file'

/** The badge photo: a PNG or JPEG, stored re-encoded as a JPEG. */
export const photoKind = fileKind({
  extnames: ['jpg', 'jpeg', 'png'],
  types: ['png', 'jpeg'],
  put: (files, file, folder) => files.putPhoto(file, folder),
})
