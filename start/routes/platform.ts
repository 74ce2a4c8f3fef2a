import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

/** The language switch and the load balancer's health check. */
router.get('/lang/:locale', [controllers.platform.Locale, 'update']).as('locale.update')
router.get('/health', [controllers.platform.Health, 'show']).as('health')
