/*
|--------------------------------------------------------------------------
| HTTP kernel: global and named middleware
|--------------------------------------------------------------------------
*/

import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/private_no_store_middleware'),
  () => import('#middleware/compression_middleware'),
  () => import('#middleware/static_files_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  /** Before Vite's development server, which would serve any file of the checkout. */
  () => import('#middleware/dev_files_guard_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/inertia_middleware'),
])

router.use([
  /** Around the body parser: removes the request's temporary upload files when it ends. */
  () => import('#middleware/upload_cleanup_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  () => import('#middleware/sanitize_input_middleware'),
  /** Before shield: a refused CSRF token gets a message in the visitor's language. */
  () => import('#middleware/detect_user_locale_middleware'),
  /** Session and shield, except for the devices' API (bearer tokens, no cookie). */
  () => import('#middleware/browser_state_middleware'),
  /**
   * No global "silent auth": public pages never show who is logged in, and
   * checking a session on every anonymous request costs a thrown exception.
   * Staff routes authenticate with the `auth` (or `guest`) middleware.
   */
  () => import('@adonisjs/auth/initialize_auth_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  can: () => import('#middleware/capability_middleware'),
  formAccess: () => import('#middleware/form_type_access_middleware'),
  deviceAuth: () => import('#middleware/device_auth_middleware'),
  organisationPortal: () => import('#middleware/organisation_portal_middleware'),
  partnerAuth: () => import('#middleware/partner_auth_middleware'),
})
