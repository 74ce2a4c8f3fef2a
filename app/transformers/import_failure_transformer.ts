import type ImportFailure from '#models/import_failure'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A row an import refused: its line in the file, whom it named and why. */
export default class ImportFailureTransformer extends BaseTransformer<ImportFailure> {
  toObject() {
    return this.pick(this.resource, ['line', 'passport', 'fullName', 'reason'])
  }
}
