import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { changedColumns } from '#services/audit/audit_trail'
import Restaurant, { DINER_GROUPS } from '#models/restaurant'
import { restaurantValidator } from '#validators/restaurants'
import { notify } from '#http/notify'
import RestaurantTransformer from '#transformers/restaurant_transformer'

/** Configuration → Restaurants. */
export default class RestaurantsController {
  async index({ inertia }: HttpContext) {
    const restaurants = await Restaurant.query().orderBy('name')
    return inertia.render('restaurants/index', {
      restaurants: RestaurantTransformer.transform(restaurants),
    })
  }

  async edit({ inertia, params }: HttpContext) {
    const restaurant = await Restaurant.findOrFail(params.id)
    return inertia.render('restaurants/edit', {
      restaurant: RestaurantTransformer.transform(restaurant),
      kinds: [...DINER_GROUPS],
    })
  }

  async update(ctx: HttpContext) {
    const restaurant = await Restaurant.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(restaurantValidator, {
      meta: { restaurantId: restaurant.id },
    })
    const before = { ...restaurant.$attributes }
    restaurant.merge({
      name: values.name,
      kind: values.kind,
      active: values.active ?? false,
      offlineCreditsAllowance: values.offlineCreditsAllowance ?? null,
      offlineAmountAllowance: values.offlineAmountAllowance ?? null,
    })
    await restaurant.save()
    await auditConfiguration(ctx, 'restaurant', restaurant.id, {
      changed: changedColumns(before, restaurant.$attributes),
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('restaurants.index')
  }
}
