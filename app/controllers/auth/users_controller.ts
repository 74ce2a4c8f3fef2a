import { resolveLocale } from '#services/i18n/locales'
import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import Restaurant from '#models/restaurant'
import StaffUserTransformer from '#transformers/staff_user_transformer'
import { createUserValidator, updateUserValidator } from '#validators/user'
import { createStaffUser, updateStaffUser } from '#services/auth/user_admin'
import { formTypeSlugs } from '#forms/registry'
import { notify } from '#http/notify'
import { auditActor } from '#http/audit_actor'
import { removeSecondFactors, secondFactorStatus } from '#services/auth/second_factor'
import { sessionListProps } from '#http/session_list_props'
import { sessionKeyOf } from '#services/auth/staff_sessions'

/** Configuration → Users (admin only; see start/routes/auth.ts). */
export default class UsersController {
  async index({ inertia }: HttpContext) {
    const users = await User.query().orderBy('name').orderBy('lastName')
    return inertia.render('auth/users/index', { users: StaffUserTransformer.transform(users) })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('auth/users/form', {
      account: null,
      secondFactor: null,
      sessions: null,
      devices: null,
      ...(await formOptions()),
    })
  }

  async store(ctx: HttpContext) {
    await createStaffUser(await ctx.request.validateUsing(createUserValidator), auditActor(ctx))
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('users.index')
  }

  async edit({ params, inertia, auth, session }: HttpContext) {
    const user = await User.findOrFail(params.id)
    const own = user.id === auth.user!.id
    return inertia.render('auth/users/form', {
      account: StaffUserTransformer.transform(user),
      secondFactor: await secondFactorStatus(user),
      /** "This session" only on the administrator's own account. */
      ...(await sessionListProps(user.id, {
        sessionKey: own ? sessionKeyOf(session) : null,
        rememberTokenId: null,
      })),
      ...(await formOptions()),
    })
  }

  /** Someone who lost every factor: an administrator removes them (logged); they enrol again. */
  async resetSecondFactor(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    await removeSecondFactors(user.id, auditActor(ctx), { reset: true })
    notify(ctx, 'success', 'sign_in.admin.factor_reset_done', { name: user.fullName })
    return ctx.response.redirect().toRoute('users.edit', { id: user.id })
  }

  async update(ctx: HttpContext) {
    const user = await User.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(updateUserValidator, {
      meta: { userId: user.id },
    })
    await updateStaffUser(user, input, resolveLocale(ctx.i18n.locale), auditActor(ctx))
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
