import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { errors } from '@vinejs/vine'

/** Everything piped in, without the line end `echo` or a file adds. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

/**
 * node ace admin:create --email=ana@example.org --name=Ana [--last-name=…] [--password-stdin]
 *
 * The organiser's first administrator (going live without the demo data).
 * The password is asked twice without echo, or with --password-stdin read
 * from standard input (`node ace admin:create … --password-stdin < file`):
 * never an argument, so it stays out of the process list and shell history.
 * Same rules as Configuration → Users (a valid, unused email; the password policy of #services/auth/password_policy).
 */
export default class AdminCreate extends BaseCommand {
  static commandName = 'admin:create'
  static description = 'Create an administrator; the password is asked for, or read from stdin'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Email the administrator logs in with', required: true })
  declare email: string

  @flags.string({ description: 'First name', required: true })
  declare name: string

  @flags.string({ description: 'Last name' })
  declare lastName?: string

  @flags.boolean({ description: 'Read the password from standard input instead of asking' })
  declare passwordStdin: boolean

  /**
   * Surrounding spaces dropped, as every form of the app (and so the login)
   * drops them: the password set here is the one the login page checks.
   */
  async #password(): Promise<string | null> {
    if (this.passwordStdin) {
      const piped = await readStdin()
      return piped.trim()
    }
    const password = await this.prompt.secure('Password (12 characters or more, not common)')
    const again = await this.prompt.secure('The same password again')
    if (password !== again) {
      this.logger.error('The two passwords differ: nothing was created')
      return null
    }
    return password.trim()
  }

  async run() {
    const password = await this.#password()
    if (password === null) {
      this.exitCode = 1
      return
    }
    const { createUserValidator } = await import('#validators/user')
    const { createStaffUser } = await import('#services/auth/user_admin')
    try {
      const input = await createUserValidator.validate({
        email: this.email,
        name: this.name,
        lastName: this.lastName,
        password,
        isAdmin: true,
      })
      const user = await createStaffUser(input, {
        actorId: null,
        actorLabel: 'node ace admin:create',
        ip: null,
      })
      this.logger.success(`Administrator ${user.email} created: log in at /merchant/login`)
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      const { default: i18nManager } = await import('@adonisjs/i18n/services/main')
      const english = i18nManager.locale('en')
      for (const { field, message, rule } of error.messages as Record<string, string>[]) {
        /** The password policy's reason, as the users page gives it (in English here). */
        const key = `validator.shared.messages.${rule}`
        const reason =
          rule?.startsWith('password.') && english.hasMessage(key) ? english.t(key) : message
        this.logger.error(`${field}: ${reason}`)
      }
      this.logger.error('Nothing was created')
      this.exitCode = 1
    }
  }
}
