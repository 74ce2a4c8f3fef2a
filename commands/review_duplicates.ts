import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * node ace review:duplicates [--sample=200] [--json]
 *
 * Compares every person this year's requests name (every type, both sports)
 * and stores the likely duplicates staff see (decision 0135): after an
 * import or a generator run. --sample=N then runs the one-request check a
 * submit runs on the N newest requests and reports its CPU time.
 */
export default class ReviewDuplicates extends BaseCommand {
  static commandName = 'review:duplicates'
  static description = "Find the likely duplicate people among this year's requests"
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Time the one-request check on this many requests', default: 0 })
  declare sample: number

  @flags.boolean({ description: 'Print the figures as one JSON line' })
  declare json: boolean

  async run() {
    if (!Number.isInteger(this.sample) || this.sample < 0 || this.sample > 100_000) {
      this.logger.error('--sample must be a whole number between 0 and 100,000')
      this.exitCode = 1
      return
    }
    const { scanAllDuplicates, checkDuplicatesOf } =
      await import('#services/review/duplicate_people')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const scan = await scanAllDuplicates()
    const figures: Record<string, unknown> = { scan }
    if (this.sample > 0) {
      const rows = await db
        .from('review_people')
        .distinct('form_id')
        .orderBy('form_id', 'desc')
        .limit(this.sample)
      const cpu: number[] = []
      for (const row of rows) {
        const before = process.cpuUsage()
        await checkDuplicatesOf(Number(row.form_id))
        const used = process.cpuUsage(before)
        cpu.push((used.user + used.system) / 1000)
      }
      cpu.sort((a, b) => a - b)
      const at = (share: number) => cpu[Math.min(cpu.length - 1, Math.floor(share * cpu.length))]
      figures.check = {
        count: cpu.length,
        cpuMsP50: at(0.5),
        cpuMsP95: at(0.95),
        cpuMsMax: cpu.at(-1),
      }
    }
    if (this.json) console.log(JSON.stringify(figures))
    else
      this.logger.success(
        `${scan.people} people, ${scan.pairs} likely pairs (${scan.added} new, ${scan.removed} gone) in ${Math.round(scan.ms)} ms`
      )
  }
}
