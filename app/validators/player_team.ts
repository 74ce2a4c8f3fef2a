import vine from '@vinejs/vine'
import { recordId } from '#validators/rules/record_id'

/** POST /merchant/mform/player/assign: team-member requests and the player they belong to. */
export const assignTeamValidator = vine.create({
  ids: vine.array(recordId()).minLength(1).maxLength(1000),
  player: recordId(),
})
