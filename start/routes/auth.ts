import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { DATABASE_ID } from '#start/route_params'
import { passwordResetThrottle } from '#start/limiter'

router
  .group(() => {
    router.get('login', [controllers.auth.Session, 'create']).as('session.create')
    router.post('login', [controllers.auth.Session, 'store']).as('session.store')
    router
      .get('forgot-password', [controllers.auth.PasswordReset, 'create'])
      .as('password_reset.create')
    router
      .post('forgot-password', [controllers.auth.PasswordReset, 'store'])
      .as('password_reset.store')
      .use(passwordResetThrottle)
    router
      .get('reset-password/:token', [controllers.auth.PasswordReset, 'edit'])
      .as('password_reset.edit')
    router
      .post('reset-password/:token', [controllers.auth.PasswordReset, 'update'])
      .as('password_reset.update')
      .use(passwordResetThrottle)
  })
  .prefix('/merchant')
  .use(middleware.guest())

/** Signing out (also before enrolling a required second factor). */
router
  .group(() => {
    router.post('logout', [controllers.auth.Session, 'destroy']).as('session.destroy')
  })
  .prefix('/merchant')
  .use(middleware.auth({ beforeEnrolment: true }))

/** Staff users and the access log: administrators only. */
router
  .group(() => {
    router.get('user', [controllers.auth.Users, 'index']).as('users.index')
    router.get('user/create', [controllers.auth.Users, 'create']).as('users.create')
    router.post('user', [controllers.auth.Users, 'store']).as('users.store')
    router.get('user/:id/edit', [controllers.auth.Users, 'edit']).as('users.edit')
    router.put('user/:id', [controllers.auth.Users, 'update']).as('users.update')

    router.get('access-log', [controllers.auth.AccessLog, 'index']).as('access_log.index')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
