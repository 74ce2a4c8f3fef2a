import Collective from '#models/collective'
import type Device from '#models/device'
import type Form from '#models/form'
import Tournament from '#models/tournament'
import { isUniqueViolation } from '#support/unique_violation'
import { collectionDeviceScope, lookUpForm, lookUpScan } from '#services/auth/form_access'
import { cardRefusal, type CardRefusal } from '#services/collection/card_eligibility'
import { addCard, cardsOf, removeCard } from '#services/collection/collective_cards'
import { signCollective, type SignRefusal } from '#services/collection/sign_collective'
import { signaturePng } from '#services/collection/signature_image'
import { staffOfPasses } from '#services/devices/desk_staff'
import { thumbnailOf } from '#services/devices/photo_thumbnails'

/**
 * The paired collection desk (decision 0120): the staff collection desk's
 * rules (card eligibility, adding a card, signing) through their services,
 * in the device's scope (its tournament's credentials) and under the key the
 * desk's screen made for one collector, so a retry never makes a second
 * collective nor signs twice. Online only: nothing is queued on the device.
 */

/** A card as the desk lists it: who, what, and a small photo. */
export type DeskCard = {
  id: number
  code: string
  name: string
  lastName: string
  type: string
  sport: string
  photo: string | null
}

export type DeskCollectiveInput = {
  key: string
  cards: number[]
  staff?: string
  name: string
  lastName: string
  document?: string
  email?: string
  phone?: string
  type: string
  observation?: string
}

export type DeskSignInput = DeskCollectiveInput & {
  privacy?: boolean
  golf?: boolean
  signature: string
  locale: string
}

/** A card the save could not add, with why (a card of another desk's tournament: `not_found`). */
export type DeskCardRefusal = { formId: number; refusal: CardRefusal }

export type DeskSaveOutcome =
  | { status: 'conflict' }
  | { status: 'signed'; collective: Collective }
  | { status: 'saved'; collective: Collective; refused: DeskCardRefusal[] }

export type DeskSignOutcome =
  | { status: 'conflict' }
  | { status: 'signed'; collective: Collective; replayed: boolean }
  | { status: 'cards_refused'; collective: Collective; refused: DeskCardRefusal[] }
  | { status: 'refused'; reason: SignRefusal | 'signature'; names?: string[] }

async function deskCard(form: Form, sport: string): Promise<DeskCard> {
  return {
    id: form.id,
    code: form.code,
    name: form.name,
    lastName: form.lastName,
    type: form.type,
    sport,
    photo: form.photoPath ? await thumbnailOf(form.photoPath) : null,
  }
}

/** The collective this device made under this key (another device's key is not looked into). */
async function collectiveOfKey(device: Device, key: string) {
  const collective = await Collective.findBy('deviceKey', key)
  if (!collective) return { collective: null, conflict: false }
  return collective.deviceId === device.id
    ? { collective, conflict: false }
    : { collective: null, conflict: true }
}

/**
 * A scanned card (badge code or RFID tag) among this year's credentials of
 * the device's tournament, with whether it may be handed over. A card of
 * another tournament is `not_found`: nothing of it is told.
 */
export async function lookUpDeskCard(
  device: Device,
  code: string,
  key?: string
): Promise<{ card: DeskCard } | { refusal: CardRefusal }> {
  const lookup = await lookUpScan(collectionDeviceScope(device.tournamentId), code)
  const form = lookup.form
  if (!form) return { refusal: { reason: lookup.replaced ? 'card_replaced' : 'not_found' } }
  const mine = key ? await collectiveOfKey(device, key) : null
  const refusal = await cardRefusal(form, mine?.collective?.id ?? 0)
  // Already in this collector's saved collective: theirs to list again (the screen drops repeats).
  if (refusal && refusal.reason !== 'in_this_collective') return { refusal }
  const tournament = await Tournament.findOrFail(device.tournamentId)
  return { card: await deskCard(form, tournament.sport) }
}

/** The collector's fields as the collective stores them (an empty optional one is none). */
function collectorOf(input: DeskCollectiveInput) {
  return {
    name: input.name,
    lastName: input.lastName,
    document: input.document ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    type: input.type,
    observation: input.observation ?? null,
  }
}

/** The collective of this key, made when it is new (a concurrent retry that made it first wins). */
async function keyedCollective(device: Device, input: DeskCollectiveInput) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await collectiveOfKey(device, input.key)
    if (found.conflict) return null
    if (found.collective) return found.collective
    try {
      return await Collective.create({
        ...collectorOf(input),
        userId: staffOfPasses(device)(input.staff),
        deviceId: device.id,
        deviceKey: input.key,
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return null
}

/**
 * Saves the collector on the screen to sign later: the collective of the
 * key (made the first time), its fields, and its cards made the screen's
 * list (each added through the desk's rule; those refused are told). A
 * collective already signed under this key is left as it is.
 */
export async function saveDeskCollective(
  device: Device,
  input: DeskCollectiveInput
): Promise<DeskSaveOutcome> {
  const collective = await keyedCollective(device, input)
  if (!collective) return { status: 'conflict' }
  if (collective.state === 'signed') return { status: 'signed', collective }
  collective.merge(collectorOf(input))
  await collective.save()

  const scope = collectionDeviceScope(device.tournamentId)
  const wanted = [...new Set(input.cards)]
  // Only cards the device can see are taken off: one added elsewhere of another tournament stays.
  const inScope = await cardsOf(collective.id, scope)
  const held = new Set(inScope.map((card) => card.id))
  for (const id of held) if (!wanted.includes(id)) await removeCard(collective, id)
  const refused: DeskCardRefusal[] = []
  for (const id of wanted) {
    if (held.has(id)) continue
    const { form } = await lookUpForm(scope, id)
    const answer = await addCard(collective, form)
    // Added meanwhile by a concurrent retry of this save: in the list, as wanted.
    if (!answer.added && answer.refusal.reason !== 'in_this_collective') {
      refused.push({ formId: id, refusal: answer.refusal })
    }
  }
  return { status: 'saved', collective, refused }
}

/**
 * Saves the collector and signs: every card collected at once by the staff
 * collection desk's signing (a `signature` log each, naming the staff member
 * signed in on the device). The same key again, once signed, is answered as
 * signed (`replayed`) and writes nothing: the desk's retries sign once. A
 * refused signing leaves the collective saved, waiting.
 */
export async function signDeskCollective(
  device: Device,
  input: DeskSignInput
): Promise<DeskSignOutcome> {
  const signature = await signaturePng(input.signature)
  if (!signature) return { status: 'refused', reason: 'signature' }
  const saved = await saveDeskCollective(device, input)
  if (saved.status === 'conflict') return saved
  if (saved.status === 'signed') {
    return { status: 'signed', collective: saved.collective, replayed: true }
  }
  if (saved.refused.length > 0) {
    return { status: 'cards_refused', collective: saved.collective, refused: saved.refused }
  }
  const outcome = await signCollective(saved.collective, {
    signature,
    privacy: input.privacy === true,
    golf: input.golf === true,
    locale: input.locale,
    userId: staffOfPasses(device)(input.staff),
    scope: collectionDeviceScope(device.tournamentId),
    deviceId: device.id,
  })
  // Signed now, or meanwhile by a concurrent retry of this key: the same signing, answered again.
  if (outcome.signed || outcome.reason === 'already_signed') {
    await saved.collective.refresh()
    return { status: 'signed', collective: saved.collective, replayed: !outcome.signed }
  }
  return { status: 'refused', reason: outcome.reason, names: outcome.names }
}
