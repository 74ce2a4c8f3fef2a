import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * The restaurants' tills: any staff user, but only at the
 * restaurant their account belongs to (administrators anywhere), checked by
 * the controller on every request.
 */
router
  .group(() => {
    router
      .get('restaurant', [controllers.restaurants.RestaurantDesk, 'index'])
      .as('restaurant_desk.index')
    router
      .get('restaurant/:id', [controllers.restaurants.RestaurantDesk, 'show'])
      .as('restaurant_desk.show')
    router
      .post('restaurant/:id/validate', [controllers.restaurants.RestaurantDesk, 'validate'])
      .as('restaurant_desk.validate')
    router
      .put('restaurant/:id', [controllers.restaurants.RestaurantDesk, 'update'])
      .as('restaurant_desk.update')
    router
      .post('restaurant/:id/charge', [controllers.restaurants.RestaurantDesk, 'charge'])
      .as('restaurant_desk.charge')
    router
      .get('restaurant/:id/photo/:form', [controllers.restaurants.RestaurantDesk, 'photo'])
      .as('restaurant_desk.photo')
      .where('form', DATABASE_ID)
  })
  .prefix('/merchant')
  .use(middleware.auth())

/** Restaurants, their logs and meal balances: administrators only. */
router
  .group(() => {
    router
      .get('restaurants', [controllers.restaurants.Restaurants, 'index'])
      .as('restaurants.index')
    router
      .get('restaurants/:id/edit', [controllers.restaurants.Restaurants, 'edit'])
      .as('restaurants.edit')
    router
      .put('restaurants/:id', [controllers.restaurants.Restaurants, 'update'])
      .as('restaurants.update')

    router
      .get('restaurant-logs', [controllers.restaurants.RestaurantLogs, 'index'])
      .as('restaurant_logs.index')
    router
      .get('restaurantlogExport', [controllers.restaurants.RestaurantLogs, 'export'])
      .as('restaurant_logs.export')

    router
      .get('assign-restaurants', [controllers.restaurants.AssignRestaurants, 'index'])
      .as('assign_restaurants.index')
    router
      .post('assignRestaurants', [controllers.restaurants.AssignRestaurants, 'store'])
      .as('assign_restaurants.store')

    router
      .get('amount-credit', [controllers.restaurants.CreditGrants, 'index'])
      .as('credit_grants.index')
    router
      .post('amount-credit', [controllers.restaurants.CreditGrants, 'store'])
      .as('credit_grants.store')

    router
      .get('reset-credits', [controllers.restaurants.ResetCreditRules, 'index'])
      .as('reset_credits.index')
    router
      .get('reset-credits/create', [controllers.restaurants.ResetCreditRules, 'create'])
      .as('reset_credits.create')
    router
      .post('reset-credits', [controllers.restaurants.ResetCreditRules, 'store'])
      .as('reset_credits.store')
    router
      .get('reset-credits/:id/edit', [controllers.restaurants.ResetCreditRules, 'edit'])
      .as('reset_credits.edit')
    router
      .put('reset-credits/:id', [controllers.restaurants.ResetCreditRules, 'update'])
      .as('reset_credits.update')
    router
      .delete('reset-credits/:id', [controllers.restaurants.ResetCreditRules, 'destroy'])
      .as('reset_credits.destroy')
    router
      .post('reset-credits/:id/apply', [controllers.restaurants.ResetCreditRules, 'apply'])
      .as('reset_credits.apply')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
