import vine from '@vinejs/vine'

/** Assign, move (confirmed) or remove (empty) a credential's RFID tag. */
export const rfidValidator = vine.create({
  rfid: vine.string().trim().maxLength(100).optional(),
  confirm: vine.boolean().optional(),
})

/** A badge's code or tag read in the console's assign mode. */
export const rfidScanValidator = vine.create({
  code: vine.string().trim().minLength(1).maxLength(64),
})
