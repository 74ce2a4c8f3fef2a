import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'

router.get('/', [controllers.Home, 'index']).as('home')
router.get('/lang/:locale', [controllers.Locale, 'update']).as('locale.update')
router.get('/health', [controllers.Health, 'show']).as('health')
router.on('/closed').renderInertia('public/closed', {}).as('closed')
router
  .on('/privacy-policy')
  .renderInertia('public/privacy', { kind: 'policy' })
  .as('privacy.policy')
router
  .on('/privacy-accreditation')
  .renderInertia('public/privacy', { kind: 'accreditation' })
  .as('privacy.accreditation')
router
  .on('/privacy-consent')
  .renderInertia('public/privacy', { kind: 'consent' })
  .as('privacy.consent')
