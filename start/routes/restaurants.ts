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
    router.get('restaurant', [controllers.RestaurantDesk, 'index']).as('restaurant_desk.index')
    router.get('restaurant/:id', [controllers.RestaurantDesk, 'show']).as('restaurant_desk.show')
    router
      .post('restaurant/:id/validate', [controllers.RestaurantDesk, 'validate'])
      .as('restaurant_desk.validate')
    router
      .put('restaurant/:id', [controllers.RestaurantDesk, 'update'])
      .as('restaurant_desk.update')
    router
      .post('restaurant/:id/charge', [controllers.RestaurantDesk, 'charge'])
      .as('restaurant_desk.charge')
    router
      .get('restaurant/:id/photo/:form', [controllers.RestaurantDesk, 'photo'])
      .as('restaurant_desk.photo')
      .where('form', DATABASE_ID)
  })
  .prefix('/merchant')
  .use(middleware.auth())

/** Restaurants, their logs and meal balances: administrators only. */
router
  .group(() => {
    router.get('restaurants', [controllers.Restaurants, 'index']).as('restaurants.index')
    router.get('restaurants/:id/edit', [controllers.Restaurants, 'edit']).as('restaurants.edit')
    router.put('restaurants/:id', [controllers.Restaurants, 'update']).as('restaurants.update')

    router.get('restaurant-logs', [controllers.RestaurantLogs, 'index']).as('restaurant_logs.index')
    router
      .get('restaurantlogExport', [controllers.RestaurantLogs, 'export'])
      .as('restaurant_logs.export')

    router
      .get('assign-restaurants', [controllers.AssignRestaurants, 'index'])
      .as('assign_restaurants.index')
    router
      .post('assignRestaurants', [controllers.AssignRestaurants, 'store'])
      .as('assign_restaurants.store')

    router.get('amount-credit', [controllers.CreditGrants, 'index']).as('credit_grants.index')
    router.post('amount-credit', [controllers.CreditGrants, 'store']).as('credit_grants.store')

    router.get('reset-credits', [controllers.ResetCreditRules, 'index']).as('reset_credits.index')
    router
      .get('reset-credits/create', [controllers.ResetCreditRules, 'create'])
      .as('reset_credits.create')
    router.post('reset-credits', [controllers.ResetCreditRules, 'store']).as('reset_credits.store')
    router
      .get('reset-credits/:id/edit', [controllers.ResetCreditRules, 'edit'])
      .as('reset_credits.edit')
    router
      .put('reset-credits/:id', [controllers.ResetCreditRules, 'update'])
      .as('reset_credits.update')
    router
      .delete('reset-credits/:id', [controllers.ResetCreditRules, 'destroy'])
      .as('reset_credits.destroy')
    router
      .post('reset-credits/:id/apply', [controllers.ResetCreditRules, 'apply'])
      .as('reset_credits.apply')
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
