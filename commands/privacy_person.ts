import { writeFile } from 'node:fs/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { findPerson, normalisedQuery } from '#services/privacy/person_search'
import { personExport } from '#services/privacy/person_export'
import { erasePerson } from '#services/privacy/person_erasure'

/**
 * node ace privacy:person --document=X | --email=Y [--export=file.zip] [--erase [--force]]
 *
 * The command line twin of Configuration → Personal data: lists every
 * request and collection of a person, writes everything held to a zip, and
 * erases it after a confirmation (or --force in scripts).
 */
export default class PrivacyPerson extends BaseCommand {
  static commandName = 'privacy:person'
  static description = "Find, export or erase a person's data by document number or email"
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Document number of the person' })
  declare document?: string

  @flags.string({ description: 'Email of the person' })
  declare email?: string

  @flags.string({ description: 'Write everything held about the person to this zip file' })
  declare export?: string

  @flags.boolean({ description: 'Erase the person’s files and identifying data' })
  declare erase: boolean

  @flags.boolean({ description: 'Erase without asking' })
  declare force: boolean

  async run() {
    if (Boolean(this.document) === Boolean(this.email)) {
      this.logger.error('Give either --document or --email')
      this.exitCode = 1
      return
    }
    const query = this.document
      ? normalisedQuery('document', this.document)
      : normalisedQuery('email', this.email!)
    const match = await findPerson(query)
    for (const request of match.requests) {
      this.logger.info(
        `request ${request.id}: ${request.type}, ${request.tournament}, ${request.state}, as ${request.role}${request.erased ? ' (erased)' : ''}${request.activeAtGates ? ' (active at the gates)' : ''}`
      )
    }
    for (const collection of match.collections) this.logger.info(`collection ${collection.id}`)
    this.logger.info(
      `${match.requests.length} requests and ${match.collections.length} collections found`
    )
    if (this.export) {
      await writeFile(this.export, await personExport(query, match))
      this.logger.success(`Written to ${this.export}`)
    }
    if (!this.erase) return
    const go =
      this.force || (await this.prompt.confirm('Erase this person’s files and identifying data?'))
    if (!go) return
    const result = await erasePerson(
      query,
      {
        requests: match.requests.filter((request) => !request.erased).map((request) => request.id),
        collections: match.collections.map((collection) => collection.id),
      },
      null,
      { actorId: null, actorLabel: 'node ace privacy:person', ip: null }
    )
    if (!result.erased) {
      this.logger.error(`Nothing erased: ${result.reason}`)
      this.exitCode = 1
      return
    }
    this.logger.success(
      `Erased ${result.forms} requests, ${result.collections} collections and ${result.files} files`
    )
  }
}
