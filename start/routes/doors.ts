import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import transmit from '@adonisjs/transmit/services/main'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { mayWatchOccupancy, OCCUPANCY_CHANNEL } from '#services/doors/occupancy'

/**
 * Door check: any staff account, but only at the doors of the zones it is
 * given in this year's tournaments (administrators at every door), checked
 * by the controller on every request.
 */
router
  .group(() => {
    router.get('door-check', [controllers.doors.DoorCheck, 'index']).as('door_check.index')
    router.get('door-check/:id', [controllers.doors.DoorCheck, 'show']).as('door_check.show')
    router.post('door-check/:id/scans', [controllers.doors.DoorCheck, 'scan']).as('door_check.scan')
    router
      .get('door-check/:id/photo/:form', [controllers.doors.DoorCheck, 'photo'])
      .as('door_check.photo')
      .where('form', DATABASE_ID)
  })
  .prefix('/merchant')
  .use(middleware.auth())

/** Zones, doors and occupancy: administrators only. */
router
  .group(() => {
    router.get('zones', [controllers.doors.Zones, 'index']).as('zones.index')
    router.post('zones', [controllers.doors.Zones, 'store']).as('zones.store')
    router.get('zones/:id/edit', [controllers.doors.Zones, 'edit']).as('zones.edit')
    router.put('zones/:id', [controllers.doors.Zones, 'update']).as('zones.update')
    router.delete('zones/:id', [controllers.doors.Zones, 'destroy']).as('zones.destroy')
    router.post('zones/:id/preview', [controllers.doors.Zones, 'preview']).as('zones.preview')
    router.post('zones/:id/doors', [controllers.doors.Doors, 'store']).as('doors.store')
    router.put('doors/:id', [controllers.doors.Doors, 'update']).as('doors.update')
    router.delete('doors/:id', [controllers.doors.Doors, 'destroy']).as('doors.destroy')

    router.get('occupancy', [controllers.doors.Occupancy, 'index']).as('occupancy.index')
    router.get('occupancy/:id', [controllers.doors.Occupancy, 'show']).as('occupancy.show')
    router
      .get('occupancy/:id/export', [controllers.doors.Occupancy, 'export'])
      .as('occupancy.export')
    router
      .get('occupancy/:id/photo/:form', [controllers.doors.Occupancy, 'photo'])
      .as('occupancy.photo')
      .where('form', DATABASE_ID)
  })
  .prefix('/merchant')
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])

/** Server-sent events: a staff session to connect and subscribe; occupancy for administrators. */
transmit.registerRoutes((route) => {
  route.middleware(middleware.auth())
})
transmit.authorize(OCCUPANCY_CHANNEL, (ctx) => mayWatchOccupancy(ctx.auth.user))
