import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

const run = promisify(execFile)

/** Boots the app in production with only the given variables, as a deploy would. */
async function bootInProduction(variables: Record<string, string>) {
  try {
    await run(process.execPath, ['ace', 'migration:status'], {
      cwd: app.makePath(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SQLITE_FILE: app.tmpPath('prod-env.sqlite3'),
        ...variables,
      },
      timeout: 30_000,
    })
    return ''
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `${stdout}${stderr}`
  }
}

test.group('Production configuration', () => {
  test('booting without APP_KEY names the missing secret', async ({ assert }) => {
    const output = await bootInProduction({})
    assert.include(output, 'Missing environment variable "APP_KEY"')
  }).timeout(40_000)

  test('production refuses the development key written in the sources', async ({ assert }) => {
    const output = await bootInProduction({
      APP_KEY: 'dev-only-key-change-me-in-production',
      MAIL_MAILER: 'file',
    })
    assert.include(output, 'the development key is public')
  }).timeout(40_000)

  test('production mails through SMTP and needs its credentials', async ({ assert }) => {
    const output = await bootInProduction({
      APP_KEY: 'a-production-key-of-32-characters',
      APP_URL: 'https://acreditaciones.example.org',
    })
    assert.include(output, 'Missing environment variable "SMTP_HOST"')
    assert.include(output, 'Missing environment variable "SMTP_PASSWORD"')
    assert.notInclude(output, '"APP_KEY"')
  }).timeout(40_000)

  test('PostgreSQL in production needs its password', async ({ assert }) => {
    const output = await bootInProduction({
      APP_KEY: 'a-production-key-of-32-characters',
      APP_URL: 'https://acreditaciones.example.org',
      MAIL_MAILER: 'file',
      DB_CONNECTION: 'pg',
    })
    assert.include(output, 'Missing environment variable "PG_PASSWORD"')
  }).timeout(40_000)

  test('production needs the public address mailed links start with', async ({ assert }) => {
    const output = await bootInProduction({
      APP_KEY: 'a-production-key-of-32-characters',
      MAIL_MAILER: 'file',
    })
    assert.include(output, 'Missing environment variable "APP_URL"')
  }).timeout(40_000)
})
