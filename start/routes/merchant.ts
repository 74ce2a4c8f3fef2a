import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { passwordResetThrottle } from '#start/limiter'

router
  .group(() => {
    router.get('login', [controllers.Session, 'create']).as('session.create')
    router.post('login', [controllers.Session, 'store']).as('session.store')
    router.get('forgot-password', [controllers.PasswordReset, 'create']).as('password_reset.create')
    router
      .post('forgot-password', [controllers.PasswordReset, 'store'])
      .as('password_reset.store')
      .use(passwordResetThrottle)
    router
      .get('reset-password/:token', [controllers.PasswordReset, 'edit'])
      .as('password_reset.edit')
    router
      .post('reset-password/:token', [controllers.PasswordReset, 'update'])
      .as('password_reset.update')
      .use(passwordResetThrottle)
  })
  .prefix('/merchant')
  .use(middleware.guest())

router
  .group(() => {
    router.get('/', [controllers.Dashboard, 'index']).as('dashboard')
    router.post('logout', [controllers.Session, 'destroy']).as('session.destroy')
  })
  .prefix('/merchant')
  .use(middleware.auth())
