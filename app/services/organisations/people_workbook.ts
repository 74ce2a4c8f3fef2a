import type { Writable } from 'node:stream'
import type Organisation from '#models/organisation'
import { openSheet } from '#services/exports/workbook_sheet'
import { peopleOf } from '#services/organisations/organisation_people'

const COLUMNS = ['name', 'lastName', 'document', 'email', 'type', 'state', 'printed', 'withdrawn']

/** The organisation's people as one .xlsx sheet in the reader's language (cells made inert). */
export async function writePeopleWorkbook(
  organisation: Organisation,
  t: (key: string) => string,
  stream: Writable
) {
  const sheet = openSheet(
    { stream },
    {
      name: organisation.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
      columns: COLUMNS.map((key) => ({
        header: t(`organisations.columns.${key}`),
        key,
        width: 22,
      })),
    }
  )
  try {
    const people = await peopleOf(organisation.id)
    await sheet.addRows(
      people.map((person) => [
        person.name,
        person.lastName,
        person.document ?? '',
        person.email ?? '',
        t(`form_types.${person.type}`),
        t(`organisations.states.${person.withdrawn ? 'withdrawn' : person.state}`),
        person.printed ? t('organisations.yes') : '',
        person.withdrawn ? t('organisations.yes') : '',
      ])
    )
    await sheet.close()
  } catch (error) {
    await sheet.abort()
    throw error
  }
}
