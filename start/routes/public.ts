import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { FORM_TYPES } from '#forms/registry'
import { publicSubmitThrottle } from '#start/limiter'

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

/**
 * Public request forms, one set of routes per registry entry (DESIGN §3):
 * the form, its submit and its thank-you page.
 */
for (const definition of Object.values(FORM_TYPES)) {
  const path = definition.publicPath
  router.get(path, [controllers.PublicForms, 'show']).as(`forms.${definition.slug}.show`)
  router
    .post(path, [controllers.PublicForms, 'store'])
    .as(`forms.${definition.slug}.store`)
    .use(publicSubmitThrottle)
  router
    .get(`${path}/gracias`, [controllers.PublicForms, 'thanks'])
    .as(`forms.${definition.slug}.thanks`)
}
router
  .get('/forms/downloads/:document', [controllers.PublicDownloads, 'show'])
  .as('forms.downloads')
