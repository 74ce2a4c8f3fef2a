import type { FieldContext } from '@vinejs/vine/types'
import type { DownloadName } from '#forms/definition'
import type { OptionListName } from '#forms/option_lists'

/** Whether a full name is refused; the caller, which reaches the database, looks it up. */
export type BlacklistCheck = (name: string, lastName: string) => Promise<boolean>

/** What a submit is checked against besides the body (per tournament, per visitor). */
export type FormMeta = {
  options: Record<OptionListName, string[]>
  tournamentYear: number
  downloaded: DownloadName[]
  isBlacklisted: BlacklistCheck
}

export function formMeta(field: FieldContext) {
  return field.meta as FormMeta
}

/** The values a list accepts on this submit (the tournament's). */
export function optionsOf(list: OptionListName) {
  return (field: FieldContext) => formMeta(field).options[list] ?? []
}
