import { DATABASE_ID } from '#start/route_params'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'

/**
 * Import (WTA) and ATP import: one controller, the tour taken
 * from the route name. Administrators only, like the rest of Configuration.
 */
for (const [path, name] of [
  ['import', 'imports'],
  ['import-atp', 'imports_atp'],
] as const) {
  router
    .group(() => {
      router.get(path, [controllers.imports.PlayerImports, 'index']).as(`${name}.index`)
      router
        .get(`${path}/create`, [controllers.imports.PlayerImports, 'create'])
        .as(`${name}.create`)
      router.post(path, [controllers.imports.PlayerImports, 'store']).as(`${name}.store`)
      router
        .get(`${path}/download`, [controllers.imports.PlayerImports, 'download'])
        .as(`${name}.download`)
      router.get(`${path}/:id`, [controllers.imports.PlayerImports, 'show']).as(`${name}.show`)
    })
    .prefix('/merchant')
    .where('id', DATABASE_ID)
    .use([middleware.auth(), middleware.can({ capability: 'admin' })])
}
