import type { HttpContext } from '@adonisjs/core/http'
import { errors as httpErrors } from '@adonisjs/core/http'
import Restaurant from '#models/restaurant'
import RestaurantTransformer from '#transformers/restaurant_transformer'
import ForbiddenException from '#exceptions/forbidden_exception'
import { canWorkAt } from '#services/restaurants/restaurant_access'
import {
  holderAt,
  holderOf,
  unservedRefusal,
  isAssigned,
  isAssignedIn,
  type Holder,
} from '#services/restaurants/holder_lookup'
import { deduct, type DeductionOutcome } from '#services/restaurants/deduction'
import { quantityOf } from '#services/restaurants/quantity'
import { streamPrivateFile } from '#services/files/private_file_response'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { chargeValidator, deductionValidator, scanValidator } from '#validators/restaurant_desk'
import { lookUpForm, lookUpScan, tillScope, type FormLookup } from '#services/auth/form_access'
import { seenForm } from '#http/seen_form'

/** A restaurant's till: scan a credential, deduct meals or money. */
export default class RestaurantDeskController {
  /** The restaurant the user works at; administrators choose one. */
  async index({ auth, inertia, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (!user.isAdmin) {
      if (!user.restaurantId)
        throw new ForbiddenException('no restaurant', 'restaurants.not_member')
      return response.redirect().toRoute('restaurant_desk.show', { id: user.restaurantId })
    }
    const restaurants = await Restaurant.query().where('active', true).orderBy('name')
    return inertia.render('restaurants/choose', {
      restaurants: RestaurantTransformer.transform(restaurants).useVariant('forDesk'),
    })
  }

  async show(ctx: HttpContext) {
    const restaurant = await this.#restaurant(ctx)
    return ctx.inertia.render('restaurants/till', {
      restaurant: RestaurantTransformer.transform(restaurant).useVariant('forDesk'),
    })
  }

  /**
   * POST validate {scan}: who holds this badge or tag, and may they eat here.
   * A holder this till does not serve is refused without being named.
   */
  async validate(ctx: HttpContext) {
    const restaurant = await this.#restaurant(ctx)
    const { scan } = await ctx.request.validateUsing(scanValidator)
    const lookup = await lookUpScan(tillScope(ctx.auth.getUserOrFail(), restaurant.id), scan)
    const { holder, refusal } = await holderAt(restaurant, lookup)
    return {
      holder,
      refusal,
      message: refusal ? ctx.i18n.t(`restaurants.refusals.${refusal}`) : null,
    }
  }

  /** PUT update {id, amount, type, key}: one deduction, exactly once per key. */
  async update(ctx: HttpContext) {
    const restaurant = await this.#restaurant(ctx)
    const input = await ctx.request.validateUsing(deductionValidator)
    const quantity = quantityOf(input.type, input.amount)
    if (quantity === null) return this.#invalidAmount(ctx)
    const scope = tillScope(ctx.auth.getUserOrFail(), restaurant.id)
    const lookup = await lookUpForm(scope, input.id)
    const form = await seenForm(ctx, lookup)
    if (!form) return this.#unserved(ctx, lookup, {})
    const outcome = await deduct({
      restaurant,
      formId: form.id,
      type: input.type,
      quantity,
      key: input.key,
      userId: ctx.auth.getUserOrFail().id,
    })
    return this.#answer(ctx, outcome)
  }

  /**
   * POST charge {scan, type, amount, key}: the scan and the deduction in one
   * request, exactly once per key as PUT update; the answer also shows the
   * holder (or refuses them unnamed, as at the scan).
   */
  async charge(ctx: HttpContext) {
    const restaurant = await this.#restaurant(ctx)
    const input = await ctx.request.validateUsing(chargeValidator)
    const quantity = quantityOf(input.type, input.amount)
    if (quantity === null) return this.#invalidAmount(ctx)
    const user = ctx.auth.getUserOrFail()
    const scope = tillScope(user, restaurant.id)
    const lookup = await lookUpScan(scope, input.scan)
    const form = await seenForm(ctx, lookup)
    if (!form) return this.#unserved(ctx, lookup, { holder: null })
    const assigned = await isAssignedIn(scope, form.id, restaurant.id)
    const outcome = await deduct({
      restaurant,
      formId: form.id,
      form,
      type: input.type,
      quantity,
      key: input.key,
      userId: user.id,
    })
    const balance = 'balance' in outcome ? outcome.balance : null
    return this.#answer(ctx, outcome, { ...holderOf(form, assigned), ...balance })
  }

  #invalidAmount(ctx: HttpContext) {
    return ctx.response.unprocessableEntity({
      status: 'invalid' as const,
      message: ctx.i18n.t('restaurants.invalid_amount'),
    })
  }

  /** As at the scan: a credential this till does not serve, unnamed and without its balance. */
  #unserved<Shown extends object>(ctx: HttpContext, lookup: FormLookup, shown: Shown) {
    const reason = unservedRefusal(lookup)
    return ctx.response.unprocessableEntity({
      status: 'refused' as const,
      reason,
      balance: null,
      ...shown,
      message: ctx.i18n.t(`restaurants.refusals.${reason}`),
    })
  }

  /** A deduction's answer: its status, the balance left and a message for the cashier. */
  #answer(ctx: HttpContext, outcome: DeductionOutcome, holder?: Holder) {
    const shown = holder === undefined ? {} : { holder }
    if (outcome.status === 'deducted') {
      return { ...outcome, ...shown, message: ctx.i18n.t('restaurants.deducted') }
    }
    if (outcome.status === 'key_conflict') {
      return ctx.response.conflict({
        status: 'key_conflict' as const,
        message: ctx.i18n.t('errors.generic'),
      })
    }
    return ctx.response.unprocessableEntity({
      ...outcome,
      ...shown,
      message: ctx.i18n.t(`restaurants.refusals.${outcome.reason}`),
    })
  }

  /** The holder's photo, to the tills of the restaurants assigned to them only. */
  async photo(ctx: HttpContext) {
    const restaurant = await this.#restaurant(ctx)
    const scope = tillScope(ctx.auth.getUserOrFail(), restaurant.id)
    const form = await seenForm(ctx, lookUpForm(scope, Number(ctx.params.form)))
    if (!form?.photoPath || !(await isAssigned(form.id, restaurant.id))) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    await recordFileAccess(ctx, {
      kind: 'photo',
      formId: form.id,
      detail: `till of ${restaurant.name}`,
    })
    return streamPrivateFile(ctx, form.photoPath)
  }

  /** The route's restaurant, refused before it is looked up to anyone who may not work there. */
  async #restaurant(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!canWorkAt(user, ctx.params.id)) {
      throw new ForbiddenException(`restaurant ${ctx.params.id}`, 'restaurants.not_member')
    }
    const restaurant = await Restaurant.cachedFind(Number(ctx.params.id))
    if (!restaurant)
      throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    return restaurant
  }
}
