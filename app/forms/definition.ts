import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Form from '#models/form'
import type Tournament from '#models/tournament'
import type { Sport } from '#models/tournament'
import type { DinerGroup } from '#models/restaurant'
import type { FieldSpec, FormSection } from '#forms/fields'
import type { Locale } from '#config/i18n'

/** Documents the public must download before submitting. */
export const DOWNLOADS = ['manual', 'authorization', 'commitment', 'gvolunteer_positions'] as const
export type DownloadName = (typeof DOWNLOADS)[number]

/** What a type's store hooks see, inside the transaction that creates the request. */
export type StoreContext = {
  trx: TransactionClientContract
  tournament: Tournament
  values: Record<string, unknown>
  formRow: Record<string, unknown>
  detailRow: Record<string, unknown>
  locale: Locale
  /** The player a guest link or a staff route names (its parent form). */
  playerId?: number
  userId?: number
}

/** Answers a public page starts with (a returning member's last year), dropped once sent. */
export type Prefill = {
  values: (ctx: HttpContext, tournament: Tournament) => Promise<Record<string, string> | null>
  forget: (ctx: HttpContext) => void
}

/**
 * Rules that need the database and must hold under concurrent submits
 * (the player's limits): they run inside the form's transaction and refuse
 * by throwing a validation error, so nothing is stored.
 */
export type StoreHooks = {
  beforeCreate?: (context: StoreContext) => Promise<void>
  afterCreate?: (context: StoreContext & { form: Form }) => Promise<void>
  /** A staff edit: `detail` holds the stored values, the rows the new ones. */
  beforeUpdate?: (context: StoreContext & { form: Form; detail: LucidRow }) => Promise<void>
  /** Whether a rejected request may be approved again (it takes its place back). */
  canReinstate?: (trx: TransactionClientContract, formId: number) => Promise<boolean>
  /** After approved requests are committed (mail the team its guest link). */
  afterApprove?: (formIds: number[]) => Promise<void>
}

/**
 * A request of this type takes a place among a listed player's: a team
 * member's (`team`, or a day pass when its `dayPass` attribute is true) or
 * a guest's (`guests`, and a guest meal when its `food` attribute is true).
 * Values are attributes of the type's detail model.
 */
export type PlayerPlace = {
  counts: 'team' | 'guests'
  /** The listed player the request is for. */
  player: string
  /** Whether it eats for free at the player restaurant. */
  food: string
  dayPass?: string
}

/** A minor's parent or guardian, each value the name of one of the type's detail fields. */
export type Guardian = {
  name: string
  lastName: string
  document: string
  email: string
  cellPhone: string
}

/**
 * What the roster solver reads of an accepted request (decision 0231), each
 * value the name of one of the type's detail fields: the shift part chosen
 * (morning, afternoon, both...), the preferred positions in order, the
 * available period (`start_end` ISO days), the languages spoken, a licence
 * held, and whether the person worked a past edition. A type declaring it
 * may be rostered; unnamed facts are unknown (any shift, any day).
 */
export type RosterFacts = {
  shift?: string
  positions?: string[]
  period?: string
  languages?: string[]
  licence?: string
  previous?: string
}

/** One form type of the registry. */
export type FormTypeDefinition = {
  slug: string
  sport: Sport
  /** Accreditation category. */
  category: string
  /** Public path; `:kind` stands for the accreditation group. */
  publicPath: string
  /** Segment under /merchant/mform. */
  staffSegment: string
  /** Detail model, 1:1 with forms (null when every field is common). */
  detail: () => Promise<{ default: LucidModel }>
  /** The detail model's table, known without loading it (services build their SQL from it). */
  detailTable: string
  sections: FormSection[]
  /** Must be downloaded (recorded in the session) before the submit is accepted. */
  requiredDownloads: DownloadName[]
  /** Offered for download on the form without being required. */
  offeredDownloads?: DownloadName[]
  /** Translation keys of the rules shown to the public. */
  rules: string[]
  /** Page shown while the type is closed (players have their own). */
  closedPage?: 'public/player_closed'
  /**
   * A minor's request: a parent or guardian, named by these fields,
   * consents on the minor's behalf (a checkbox of its own, recorded with
   * the guardian's name); their document and email find the request when
   * the guardian asks for their own data. Decision mails go to the
   * guardian's email, the duplicate review compares the guardian as a person,
   * and staff list the guardians with their children.
   */
  guardian?: Guardian
  /**
   * Detail fields the retention purge blanks (ID numbers, licences, phones),
   * besides the request's own identity columns and every file.
   */
  purgedFields?: string[]
  /** Its requests take a place among a listed player's (the player's limits count them). */
  playerPlace?: PlayerPlace
  /** Its accepted requests are rostered on positions' shifts (decision 0231). */
  roster?: RosterFacts
  /**
   * The restaurant its approved credentials are given, by their category
   * (the staff one when unset); `player` only for a type with a player
   * place, when its food attribute says so.
   */
  restaurant?: Exclude<DinerGroup, 'staff'>
  /** The detail row names the player the request is for (its player_name column): lists show it. */
  namesPlayer?: true
  /** Staff move its requests to another player from the list ("Assign to", within the limits). */
  assignsToPlayer?: true
  /** Its document stays when the retention purge blanks the rest: next year's returning lookup reads it. */
  documentOutlivesPurge?: true
  /** Staff issue credentials of this type directly (approved at once, category free), not only requests. */
  issuedByStaff?: true
  /** Pages of this type's own that its staff list links to (the ballboys' tutors, the guests' links). */
  listLinks?: { route: 'staff_forms.tutors' | 'player_teams.guest_links'; label: string }[]
  /** Reached only through a signed link (guests), not through the registry's public routes. */
  signedLink?: boolean
  /**
   * The route of the public page where a person finds what prefills the form
   * (a returning member's last year), and its title's key. The prefill itself
   * is the type's behaviour (app/services/forms/type_behaviour.ts).
   */
  lookup?: { route: 'players.returning'; title: string }
}

/** The type's detail model, booted: only then does it know its table and column names. */
export async function detailModel(definition: Pick<FormTypeDefinition, 'detail'>) {
  const { default: Detail } = await definition.detail()
  Detail.boot()
  return Detail
}

export function fieldsOf(definition: FormTypeDefinition): FieldSpec[] {
  return definition.sections.flatMap((section) => section.fields)
}
