import type { HttpContext } from '@adonisjs/core/http'
import Tournament from '#models/tournament'
import { quotasOf } from '#services/organisations/quotas'
import { peopleOf } from '#services/organisations/organisation_people'
import { templateNames } from '#services/organisations/organisation_admin'
import { PassThrough } from 'node:stream'
import logger from '@adonisjs/core/services/logger'
import { writePeopleWorkbook } from '#services/organisations/people_workbook'
import { sendXlsxAttachment } from '#services/files/xlsx_download'
import OrganisationTransformer from '#transformers/organisation_transformer'
import OrganisationManagerTransformer from '#transformers/organisation_manager_transformer'
import OrganisationQuotaTransformer from '#transformers/organisation_quota_transformer'
import OrganisationPersonTransformer from '#transformers/organisation_person_transformer'
import TournamentTransformer from '#transformers/tournament_transformer'

/** The manager's portal: their organisation's quotas (used, remaining) and people. */
export default class PortalController {
  async home({ inertia, portal }: HttpContext) {
    const { organisation, manager } = portal!
    const tournament = await Tournament.findOrFail(organisation.tournamentId)
    const quotas = await quotasOf(organisation.id)
    const people = await peopleOf(organisation.id)
    return inertia.render('organisations/portal/home', {
      organisation: OrganisationTransformer.transform(organisation),
      manager: OrganisationManagerTransformer.transform(manager).useVariant('forPortal'),
      tournament: TournamentTransformer.transform(tournament).useVariant('forDashboard'),
      quotas: OrganisationQuotaTransformer.transform(quotas, await templateNames()),
      people: OrganisationPersonTransformer.transform(
        people.map((person) => ({ ...person, possibleDuplicate: false, photoFlagged: false }))
      ),
    })
  }

  /** The organisation's list as a spreadsheet, in the manager's language. */
  async list(ctx: HttpContext) {
    const { organisation } = ctx.portal!
    const stream = new PassThrough()
    writePeopleWorkbook(organisation, (key) => ctx.i18n.t(key), stream).catch((error) => {
      logger.error({ err: error }, 'organisation list failed')
      stream.destroy(error)
    })
    sendXlsxAttachment(ctx, 'people.xlsx')
    return ctx.response.stream(stream)
  }
}
