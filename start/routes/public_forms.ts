import type { Router } from '@adonisjs/core/http'
import { controllers } from '#generated/controllers'
import { publicSubmitThrottle } from '#start/limiter'
import type { FormTypeDefinition } from '#forms/definition'

/**
 * Public request forms, one set of routes per registry entry reached from
 * the public pages: the form, its submit and its thank-you page.
 */
export function registerPublicForms(router: Router, definitions: FormTypeDefinition[]) {
  for (const definition of definitions.filter((type) => !type.signedLink)) {
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
}
