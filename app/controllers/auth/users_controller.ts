import { resolveLocale } from '#services/i18n/locales'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Restaurant from '#models/restaurant'
import StaffUserTransformer from '#transformers/staff_user_transformer'
import { createUserValidator, updateUserValidator } from '#validators/user'
import { createStaffUser, updateStaffUser } from '#services/auth/user_admin'
import { formTypeSlugs } from '#forms/registry'
import { notify } from '#http/notify'

/** Configuration → Users (admin only; see start/routes/auth.ts). */
export default class UsersController {
  async index({ inertia }: HttpContext) {
    const users = await User.query().orderBy('name').orderBy('lastName')
    return inertia.render('auth/users/index', { users: StaffUserTransformer.transform(users) })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('auth/users/form', { account: null, ...(await formOptions()) })
  }

  async store(ctx: HttpContext) {
    await createStaffUser(await ctx.request.validateUsing(createUserValidator))
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('users.index')
  }

  async edit({ params, inertia }: HttpContext) {
    const user = await User.findOrFail(params.id)
    return inertia.render('auth/users/form', {
      account: StaffUserTransformer.transform(user),
      ...(await formOptions()),
    })
  }

  async update(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(updateUserValidator, {
      meta: { userId: user.id },
    })
    await updateStaffUser(user, input, resolveLocale(ctx.i18n.locale))
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('users.index')
  }
}

async function formOptions() {
  const restaurants = await Restaurant.query().orderBy('name')
  return {
    restaurants: restaurants.map(({ id, name }) => ({ id, name })),
    formTypes: formTypeSlugs(),
  }
}
