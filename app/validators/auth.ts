import vine from '@vinejs/vine'

const email = () => vine.string().trim().email().maxLength(254)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(200),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  password: vine.string().minLength(10).maxLength(200).confirmed({
    confirmationField: 'passwordConfirmation',
  }),
})
