import cache from '@adonisjs/cache/services/main'
import Permission from '#models/permission'

export const PERMISSIONS_CACHE_TAG = 'permissions'

/** Permission templates as options (id and name), cached; saving a template clears them. */
export function permissionOptions(): Promise<{ value: string; label: string }[]> {
  return cache.getOrSet({
    key: 'permission-options',
    tags: [PERMISSIONS_CACHE_TAG],
    ttl: '1h',
    factory: async () => {
      const permissions = await Permission.query().orderBy('name')
      return permissions.map((permission) => ({
        value: String(permission.id),
        label: permission.name,
      }))
    },
  })
}

export function forgetPermissionOptions() {
  return cache.deleteByTag({ tags: [PERMISSIONS_CACHE_TAG] })
}
