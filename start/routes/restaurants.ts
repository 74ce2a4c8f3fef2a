import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The restaurants' tills (SPEC §7 Restaurant): any staff user, but only at the
 * restaurant their account belongs to (administrators anywhere), checked by
 * the controller on every request.
 */
router
  .group(() => {
    router.get('restaurant', [controllers.RestaurantDesk, 'index']).as('restaurant_desk.index')
    router.get('restaurant/:id', [controllers.RestaurantDesk, 'show']).as('restaurant_desk.show')
    router
      .post('restaurant/:id/validate', [controllers.RestaurantDesk, 'validate'])
      .as('restaurant_desk.validate')
    router
      .put('restaurant/:id', [controllers.RestaurantDesk, 'update'])
      .as('restaurant_desk.update')
    router
      .get('restaurant/:id/photo/:form', [controllers.RestaurantDesk, 'photo'])
      .as('restaurant_desk.photo')
      .where('form', DATABASE_ID)
  })
  .prefix('/merchant')
  .use(middleware.auth())
