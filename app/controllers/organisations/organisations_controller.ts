import type { HttpContext } from '@adonisjs/core/http'
import Organisation from '#models/organisation'
import Tournament from '#models/tournament'
import { formTypesOfSport } from '#forms/registry'
import { notify } from '#http/notify'
import {
  collectorValidator,
  organisationValidator,
  organisationUpdateValidator,
} from '#validators/organisation'
import OrganisationManager from '#models/organisation_manager'
import { prepareCollection } from '#services/organisations/organisation_collection'
import {
  approveOrganisation,
  organisationList,
  templateNames,
} from '#services/organisations/organisation_admin'
import { quotasOf } from '#services/organisations/quotas'
import { peopleOf } from '#services/organisations/organisation_people'
import OrganisationTransformer from '#transformers/organisation_transformer'
import OrganisationManagerTransformer from '#transformers/organisation_manager_transformer'
import OrganisationQuotaTransformer from '#transformers/organisation_quota_transformer'
import OrganisationPersonTransformer from '#transformers/organisation_person_transformer'
import TournamentTransformer from '#transformers/tournament_transformer'
import { REPRINT_REASONS } from '#services/badges/printed_cards'
import { stationChoices } from '#services/printing/print_stations'

/** Configuration → Organisations: who accredits their own people, with which quotas. */
export default class OrganisationsController {
  async index({ inertia }: HttpContext) {
    const organisations = await organisationList()
    const tournaments = await Tournament.query().orderBy('year', 'desc').orderBy('sport', 'desc')
    return inertia.render('organisations/index', {
      organisations: OrganisationTransformer.transform(organisations),
      tournaments: TournamentTransformer.transform(tournaments).useVariant('forDashboard'),
    })
  }

  async store(ctx: HttpContext) {
    const values = await ctx.request.validateUsing(organisationValidator)
    const organisation = await Organisation.create({
      ...values,
      autoApprove: values.autoApprove ?? false,
      digestSentAt: null,
    })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
  }

  /** The organisation's page: quotas, managers, people and the review's flags. */
  async show({ inertia, params, auth }: HttpContext) {
    const organisation = await Organisation.findOrFail(params.id)
    const tournament = await Tournament.findOrFail(organisation.tournamentId)
    await organisation.load('managers')
    const templates = await templateNames()
    const quotas = await quotasOf(organisation.id)
    const people = await peopleOf(organisation.id)
    return inertia.render('organisations/show', {
      organisation: OrganisationTransformer.transform(organisation),
      tournament: TournamentTransformer.transform(tournament).useVariant('forDashboard'),
      managers: OrganisationManagerTransformer.transform(organisation.managers),
      quotas: OrganisationQuotaTransformer.transform(quotas, templates),
      people: OrganisationPersonTransformer.transform(people),
      formTypes: formTypesOfSport(tournament.sport as 'tennis' | 'golf'),
      templates: [...templates].map(([id, name]) => ({ id, name })),
      waiting: people.filter((person) => person.state === 'waiting' && !person.withdrawn).length,
      /** Where its cards may be sent to print: the stations of its tournament. */
      printing: async () => ({
        stations: await stationChoices(
          auth.getUserOrFail(),
          (current) => current.id === organisation.tournamentId
        ),
        reprintReasons: [...REPRINT_REASONS],
      }),
    })
  }

  async update(ctx: HttpContext) {
    const organisation = await Organisation.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(organisationUpdateValidator)
    organisation.merge({ ...values, autoApprove: values.autoApprove ?? false })
    await organisation.save()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
  }

  /**
   * The organisation's printed cards in one collective signature for its
   * manager (or a named collector), signed at the collection desk.
   */
  async collection(ctx: HttpContext) {
    const organisation = await Organisation.findOrFail(ctx.params.id)
    const { managerId, name, lastName } = await ctx.request.validateUsing(collectorValidator)
    const manager = managerId
      ? await OrganisationManager.query()
          .where('id', managerId)
          .where('organisationId', organisation.id)
          .first()
      : null
    const collector = manager
      ? { name: manager.name, lastName: organisation.name, email: manager.email }
      : name && lastName
        ? { name, lastName }
        : null
    if (!collector) {
      notify(ctx, 'error', 'organisations.collection.no_collector')
      return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
    }
    const prepared = await prepareCollection(organisation, collector, ctx.auth.user!.id)
    if (!prepared) {
      notify(ctx, 'error', 'organisations.collection.no_cards')
      return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
    }
    notify(ctx, 'success', 'organisations.collection.prepared', { count: prepared.cards })
    return ctx.response.redirect().toRoute('collectives.show', { id: prepared.collective.id })
  }

  /** Bulk approve: every waiting request of the organisation, through the state machine. */
  async approve(ctx: HttpContext) {
    const organisation = await Organisation.findOrFail(ctx.params.id)
    const changed = await approveOrganisation(organisation.id, ctx.auth.user!.id)
    notify(ctx, 'success', 'organisations.approved', { count: changed })
    return ctx.response.redirect().toRoute('organisations.show', { id: organisation.id })
  }
}
