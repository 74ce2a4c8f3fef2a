import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { publicFormContext, type PublicFormContext } from '#forms/public_form_context'
import {
  publicFormRoute,
  type PublicFormRouteName,
  type RouteTarget,
} from '#forms/public_form_routes'
import { clientDefinition } from '#forms/client_definition'
import { optionLists } from '#forms/option_lists'
import { MAX_UPLOAD } from '#forms/validation'
import { validateFormRequest } from '#services/forms/validate_form_request'
import { downloadedDocuments } from '#services/files/public_downloads'
import { submitForm } from '#services/forms/form_submission'
import { UnreadableImageError } from '#services/files/stored_files'
import { notify } from '#http/notify'
import { resolveLocale } from '#services/i18n/locales'
import { linkedPlayer } from '#services/players/guest_links'
import { currentConsentKeys } from '#services/privacy/consent_texts'
import { behaviourOf } from '#services/forms/type_behaviour'
import TournamentTransformer from '#transformers/tournament_transformer'
import DefaultPlayerTransformer from '#transformers/default_player_transformer'

/**
 * Session key naming the form type just sent: the thank-you page answers
 * once, only to it. Not a flash message: a refused request flashes its input
 * beside the flash messages, so a field of that name could stand for a submit.
 */
const SUBMITTED = 'submitted_form'

/** Every public request form, driven by the form-type registry. */
export default class PublicFormsController {
  async show(ctx: HttpContext) {
    const form = await this.#context(ctx)
    if (!form.open || !form.tournament) return this.#closed(ctx, form)
    const player = form.definition.signedLink ? await linkedPlayer(ctx, form.tournament) : null
    if (form.definition.signedLink && !player) return this.#invalidLink(ctx)
    const lists = await optionLists(form.tournament, ctx.i18n.locale, (key) => ctx.i18n.t(key))
    return ctx.inertia.render('public/form', {
      form: clientDefinition(form.definition, lists),
      action: this.#target(ctx, form, 'store'),
      kind: form.kind ?? null,
      tournament: TournamentTransformer.transform(form.tournament).useVariant('forHeading'),
      downloaded: downloadedDocuments(ctx.session),
      maxUpload: MAX_UPLOAD,
      player: player ? DefaultPlayerTransformer.transform(player).useVariant('forGuestForm') : null,
      initial: (await behaviourOf(form.definition).prefill?.values(ctx, form.tournament)) ?? null,
      consentTexts: currentConsentKeys(),
    })
  }

  async store(ctx: HttpContext) {
    const form = await this.#context(ctx)
    if (!form.open || !form.tournament) {
      notify(ctx, 'error', 'closed.refused')
      return ctx.response
        .redirect()
        .toRoute(form.definition.closedPage ? 'player_closed' : 'closed')
    }
    const player = form.definition.signedLink ? await linkedPlayer(ctx, form.tournament) : null
    if (form.definition.signedLink && !player) return this.#invalidLink(ctx)
    const downloaded = downloadedDocuments(ctx.session)
    const data = {
      ...ctx.request.all(),
      ...ctx.request.allFiles(),
      ...Object.fromEntries(
        form.definition.requiredDownloads.map((name) => [
          `downloaded_${name}`,
          downloaded.includes(name),
        ])
      ),
    }
    const values = await validateFormRequest(
      ctx,
      form.definition,
      'public',
      form.tournament,
      data,
      downloaded
    )
    try {
      await submitForm({
        definition: form.definition,
        tournament: form.tournament,
        values,
        locale: resolveLocale(ctx.i18n.locale),
        downloaded,
        kind: form.kind,
        playerId: player?.id,
      })
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error
      throw new vineErrors.E_VALIDATION_ERROR([
        {
          field: 'image',
          rule: 'unreadable',
          message: ctx.i18n.t('forms.errors.unreadable_image'),
        },
      ])
    }
    behaviourOf(form.definition).prefill?.forget(ctx)
    ctx.session.put(SUBMITTED, form.definition.slug)
    return ctx.response
      .redirect()
      .toRoute(publicFormRoute(form.definition.slug, 'thanks'), ctx.params)
  }

  /** Shown once, right after a submit; opened any other way it is the form (or home). */
  async thanks(ctx: HttpContext) {
    const form = await this.#context(ctx)
    if (ctx.session.pull(SUBMITTED, null) !== form.definition.slug) {
      if (form.definition.signedLink) return ctx.response.redirect().toRoute('home')
      return ctx.response
        .redirect()
        .toRoute(publicFormRoute(form.definition.slug, 'show'), ctx.params)
    }
    return ctx.inertia.render('public/thanks', {
      type: form.definition.slug,
      /** A guest goes back through the player's link, not a bare path. */
      back: form.definition.signedLink ? null : this.#target(ctx, form, 'show'),
    })
  }

  /**
   * This form's route for the visitor's request, with its parameters (the
   * accreditation group, the player); a signed link keeps its signature.
   */
  #target<Action extends 'show' | 'store'>(
    ctx: HttpContext,
    form: PublicFormContext,
    action: Action
  ): RouteTarget<PublicFormRouteName<Action>> {
    return {
      route: publicFormRoute(form.definition.slug, action),
      params: ctx.params,
      qs: form.definition.signedLink ? ctx.request.qs() : {},
    }
  }

  #closed(ctx: HttpContext, form: PublicFormContext) {
    return ctx.inertia.render(form.definition.closedPage ?? 'public/closed', {})
  }

  /** A tampered or expired guest link, or one for a player no longer listed. */
  #invalidLink(ctx: HttpContext) {
    ctx.response.status(403)
    return ctx.inertia.render('public/invalid_link', {})
  }

  async #context(ctx: HttpContext): Promise<PublicFormContext> {
    const form = await publicFormContext(ctx)
    if (!form) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    return form
  }
}
