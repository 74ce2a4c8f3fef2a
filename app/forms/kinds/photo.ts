import type { FieldKindBehaviour } from '#forms/kinds/kind'
import { fileKind } from '#forms/kinds/file'

/** The badge photo: a PNG or JPEG, stored re-encoded as a JPEG. */
export const photoKind: FieldKindBehaviour = {
  ...fileKind({
    extnames: ['jpg', 'jpeg', 'png'],
    types: ['png', 'jpeg'],
    put: (files, file, folder) => files.putPhoto(file, folder),
  }),
  portrait: true,
}
