import type { HttpContext } from '@adonisjs/core/http'
import Restaurant, { DINER_GROUPS } from '#models/restaurant'
import { restaurantValidator } from '#validators/restaurants'
import { notify } from '#http/notify'

/** Configuration → Restaurants. */
export default class RestaurantsController {
  async index({ inertia }: HttpContext) {
    const restaurants = await Restaurant.query().orderBy('name')
    return inertia.render('restaurants/index', {
      restaurants: restaurants.map(({ id, name, kind, active }) => ({ id, name, kind, active })),
    })
  }

  async edit({ inertia, params }: HttpContext) {
    const { id, name, kind, active } = await Restaurant.findOrFail(params.id)
    return inertia.render('restaurants/edit', {
      restaurant: { id, name, kind, active },
      kinds: [...DINER_GROUPS],
    })
  }

  async update(ctx: HttpContext) {
    const restaurant = await Restaurant.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(restaurantValidator, {
      meta: { restaurantId: restaurant.id },
    })
    restaurant.merge({ name: values.name, kind: values.kind, active: values.active ?? false })
    await restaurant.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('restaurants.index')
  }
}
