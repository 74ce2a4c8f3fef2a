import { DATABASE_ID } from '#start/route_params'
import env from '#start/env'
import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { formTypeList } from '#forms/registry'
import { registerPublicForms } from '#start/routes/public_forms'
import { playerLookupThrottle, publicSubmitThrottle } from '#start/limiter'
import { guest } from '#forms/types/guest'
import { publicFormRoute } from '#forms/public_form_routes'
import { RETURNING_LOOKUP_PATH } from '#forms/types/player'

router.get('/', [controllers.public.Home, 'index']).as('home')
router.on('/closed').renderInertia('public/closed', {}).as('closed')
router.on('/player-closed').renderInertia('public/player_closed', {}).as('player_closed')
/** The privacy pages name the data controller and the address to write to (env, else defaults). */
const dataController = {
  controller: env.get('PRIVACY_CONTROLLER') ?? null,
  contact: env.get('PRIVACY_CONTACT') ?? env.get('MAIL_FROM'),
}
router
  .on('/privacy-policy')
  .renderInertia('public/privacy', { notice: 'policy', ...dataController })
  .as('privacy.policy')
router
  .on('/privacy-accreditation')
  .renderInertia('public/privacy', { notice: 'accreditation', ...dataController })
  .as('privacy.accreditation')
router
  .on('/privacy-consent')
  .renderInertia('public/privacy', { notice: 'consent', ...dataController })
  .as('privacy.consent')

registerPublicForms(router, formTypeList())
router
  .get('/forms/downloads/:document', [controllers.public.PublicDownloads, 'show'])
  .as('forms.downloads')

/** Returning team members: the lookup must come before the player form's own paths. */
router
  .get(RETURNING_LOOKUP_PATH, [controllers.players.ReturningPlayers, 'show'])
  .as('players.returning')
router
  .post(`${RETURNING_LOOKUP_PATH}/search`, [controllers.players.ReturningPlayers, 'search'])
  .as('players.returning.search')
  .use(playerLookupThrottle)

/** A player's guests, only through the player's signed link. */
router
  .group(() => {
    router
      .get(guest.publicPath, [controllers.public.PublicForms, 'show'])
      .as(publicFormRoute(guest.slug, 'show'))
    router
      .post(guest.publicPath, [controllers.public.PublicForms, 'store'])
      .as(publicFormRoute(guest.slug, 'store'))
      .use(publicSubmitThrottle)
    router
      .get(`${guest.publicPath}/gracias`, [controllers.public.PublicForms, 'thanks'])
      .as(publicFormRoute(guest.slug, 'thanks'))
  })
  .where('player', DATABASE_ID)
