import type { HttpContext } from '@adonisjs/core/http'
import { locales, type Locale } from '#config/i18n'
import { walletConfig } from '#services/wallets/wallet_config'
import { applePass, appleAuthenticationToken } from '#services/wallets/apple_pass'
import { latestApplePass, passCredential } from '#services/wallets/wallet_passes'
import { passIsVoid } from '#services/wallets/pass_content'
import { safeEqual } from '@adonisjs/core/helpers'

function localeOf(value: unknown): Locale {
  return (locales as readonly string[]).includes(String(value)) ? (value as Locale) : 'es'
}

function sendPass(ctx: HttpContext, pass: Buffer) {
  ctx.response.header('content-type', 'application/vnd.apple.pkpass')
  ctx.response.header('content-disposition', 'attachment; filename="credential.pkpass"')
  ctx.response.header('cache-control', 'private, no-store')
  return ctx.response.send(pass)
}

/** Wallet passes of an approved credential (decision 0254). */
export default class WalletsController {
  /** The .pkpass of the status page's signed link; a credential that admits nobody has none. */
  async apple(ctx: HttpContext) {
    if (!ctx.request.hasValidSignature() || !walletConfig().apple) return ctx.response.notFound()
    const credential = await passCredential(Number(ctx.params.id))
    if (!credential || passIsVoid(credential)) {
      ctx.response.status(410)
      return ctx.inertia.render('applicants/link_refused', {})
    }
    return sendPass(ctx, await applePass(credential, localeOf(ctx.request.input('lang'))))
  }

  /**
   * Apple's pass web service asks for a pass's latest version with the
   * token the pass carries: the current card's pass, or a void one.
   */
  async latest(ctx: HttpContext) {
    const config = walletConfig().apple
    const serial = String(ctx.params.serial)
    const presented = (ctx.request.header('authorization') ?? '').replace(/^ApplePass /, '')
    if (
      !config ||
      ctx.params.passType !== config.passTypeIdentifier ||
      !safeEqual(presented, appleAuthenticationToken(serial))
    ) {
      return ctx.response.unauthorized('')
    }
    const pass = await latestApplePass(serial, 'es')
    if (!pass) return ctx.response.notFound('')
    return sendPass(ctx, pass)
  }
}
