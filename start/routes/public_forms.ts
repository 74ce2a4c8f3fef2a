import type { Router } from '@adonisjs/core/http'
import { controllers } from '#generated/controllers'
import { publicSubmitThrottle } from '#start/limiter'
import type { FormTypeDefinition } from '#forms/definition'
import { publicFormRoute } from '#forms/public_form_routes'

/**
 * Public request forms, one set of routes per registry entry reached from
 * the public pages: the form, its submit and its thank-you page.
 */
export function registerPublicForms(router: Router, definitions: FormTypeDefinition[]) {
  for (const definition of definitions.filter((type) => !type.signedLink)) {
    const { publicPath: path, slug } = definition
    router.get(path, [controllers.public.PublicForms, 'show']).as(publicFormRoute(slug, 'show'))
    router
      .post(path, [controllers.public.PublicForms, 'store'])
      .as(publicFormRoute(slug, 'store'))
      .use(publicSubmitThrottle)
    router
      .get(`${path}/gracias`, [controllers.public.PublicForms, 'thanks'])
      .as(publicFormRoute(slug, 'thanks'))
  }
}
