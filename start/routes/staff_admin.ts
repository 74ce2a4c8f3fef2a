import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/** Users and permission templates: administrators only (SPEC §2, §6). */
router
  .group(() => {
    router.get('user', [controllers.Users, 'index']).as('users.index')
    router.get('user/create', [controllers.Users, 'create']).as('users.create')
    router.post('user', [controllers.Users, 'store']).as('users.store')
    router.get('user/:id/edit', [controllers.Users, 'edit']).as('users.edit')
    router.put('user/:id', [controllers.Users, 'update']).as('users.update')

    router.get('permission', [controllers.Permissions, 'index']).as('permissions.index')
    router.get('permission/create', [controllers.Permissions, 'create']).as('permissions.create')
    router.post('permission', [controllers.Permissions, 'store']).as('permissions.store')
    router.get('permission/:id', [controllers.Permissions, 'edit']).as('permissions.edit')
    router.put('permission/:id', [controllers.Permissions, 'update']).as('permissions.update')
  })
  .prefix('/merchant')
  .where('id', router.matchers.number())
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
