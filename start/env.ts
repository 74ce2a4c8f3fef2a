/*
|--------------------------------------------------------------------------
| Environment variables
|--------------------------------------------------------------------------
|
| Every variable has a development default so a fresh clone runs with no
| .env file. In production the variables wrapped in `required()` must be
| set: booting without them fails with a message naming the variable.
|
*/

import { Env } from '@adonisjs/core/env'
import { parseTrustedProxies } from '#services/security/trusted_proxies'
import { storedAppKey } from '#start/data_folders'

/** Timestamps are written and compared in UTC on every engine and machine. */
process.env.TZ = 'UTC'
import type { ValidateFn } from '@poppinss/validator-lite/types'

const inProduction = () => process.env.NODE_ENV === 'production'

/**
 * Use `fallback` when the variable is unset, except in production (or when
 * `neededInProduction` says the variable matters there), where it is an error.
 */
function withDefault<T>(
  validate: ValidateFn<T>,
  fallback: string | (() => string),
  neededInProduction: () => boolean = () => false
): ValidateFn<T> {
  return (key, value) => {
    if (value === undefined || value === '') {
      if (inProduction() && neededInProduction()) {
        throw new Error(`Missing environment variable "${key}": it must be set in production`)
      }
      return validate(key, typeof fallback === 'function' ? fallback() : fallback)
    }
    return validate(key, value)
  }
}

/** Env.schema.number(), refusing zero, negative and fractional values. */
function positiveInteger(): ValidateFn<number> {
  const number = Env.schema.number()
  return (key, value) => {
    const parsed = number(key, value)
    if (!Number.isInteger(parsed) || parsed < 1) {
      throw new Error(`Invalid environment variable "${key}": expected a whole number above 0`)
    }
    return parsed
  }
}

/** An IANA time zone name the runtime knows (Europe/Madrid, Atlantic/Canary, UTC). */
function timeZone(): ValidateFn<string> {
  return (key, value) => {
    const zone = String(value ?? '')
    if (zone !== 'UTC' && !Intl.supportedValuesOf('timeZone').includes(zone)) {
      throw new Error(`Invalid environment variable "${key}": "${zone}" is not a time zone`)
    }
    return zone
  }
}

const always = () => true

/** Public in the sources: anyone could sign a session with it. */
const DEVELOPMENT_APP_KEY = 'dev-only-key-change-me-in-production'
function notTheDevelopmentKey<T>(validate: ValidateFn<T>): ValidateFn<T> {
  return (key, value) => {
    if (inProduction() && value === DEVELOPMENT_APP_KEY) {
      throw new Error(`Invalid environment variable "${key}": the development key is public`)
    }
    return validate(key, value)
  }
}
const usesPg = () => process.env.DB_CONNECTION === 'pg'
/** Production mails through SMTP unless told otherwise; development writes files. */
const defaultMailer = () => (inProduction() ? 'smtp' : 'file')
const usesSmtp = () => (process.env.MAIL_MAILER || defaultMailer()) === 'smtp'

const env = await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: withDefault(
    Env.schema.enum(['development', 'production', 'test'] as const),
    'development'
  ),
  PORT: withDefault(Env.schema.number(), '3333'),
  /** Several instances on one host listen on the same PORT; the kernel spreads connections (Linux). */
  REUSE_PORT: withDefault(Env.schema.boolean(), 'false'),
  HOST: withDefault(Env.schema.string({ format: 'host' }), 'localhost'),
  /** Load balancers whose X-Forwarded-For is believed: addresses or CIDR ranges, comma separated. */
  TRUSTED_PROXIES: (_key: string, value?: string) => {
    parseTrustedProxies(value ?? '')
    return value ?? ''
  },
  LOG_LEVEL: withDefault(Env.schema.string(), 'info'),
  /** Development and tests only: production must provide its own, and never this one. */
  APP_KEY: notTheDevelopmentKey(
    withDefault(Env.schema.secret(), () => storedAppKey() ?? DEVELOPMENT_APP_KEY, always)
  ),
  /**
   * The address people reach the app at: every link in a mail (reset, export,
   * guest link) starts with it, so production must say it.
   */
  APP_URL: withDefault(
    Env.schema.string({ format: 'url', tld: false }),
    () => `http://${process.env.HOST || 'localhost'}:${process.env.PORT || '3333'}`,
    always
  ),

  /* Database: embedded SQLite by default, PostgreSQL with DB_CONNECTION=pg */
  DB_CONNECTION: withDefault(Env.schema.enum(['sqlite', 'pg'] as const), 'sqlite'),
  SQLITE_FILE: Env.schema.string.optional(),
  PG_HOST: withDefault(Env.schema.string({ format: 'host' }), '127.0.0.1'),
  PG_PORT: withDefault(Env.schema.number(), '5432'),
  PG_USER: withDefault(Env.schema.string(), 'postgres'),
  PG_PASSWORD: withDefault(Env.schema.secret(), 'postgres', usesPg),
  PG_DB_NAME: withDefault(Env.schema.string(), 'accreditations'),
  /** false: `npm start` / `node ace db:seed` load no demo data into a new database (going live). */
  DEMO_DATA: withDefault(Env.schema.boolean(), 'true'),
  /**
   * Who must sign in with a second factor while no administrator has chosen
   * (Configuration → Sign-in): `sensitive` (administrators and whoever opens
   * requests), `everyone` or `off`. The demo database stores `off`.
   */
  SECOND_FACTOR_DEFAULT: withDefault(
    Env.schema.enum(['sensitive', 'everyone', 'off'] as const),
    'sensitive'
  ),
  /**
   * Single sign-on (OpenID Connect), optional: the organiser's provider
   * (Google Workspace, Microsoft Entra, Keycloak…), registered with the
   * redirect URI <APP_URL>/merchant/login/sso/callback.
   */
  OIDC_ISSUER: Env.schema.string.optional({ format: 'url', tld: false }),
  OIDC_CLIENT_ID: Env.schema.string.optional(),
  OIDC_CLIENT_SECRET: Env.schema.secret.optional(),
  /** The provider's name on the login page's button. */
  OIDC_NAME: Env.schema.string.optional(),
  /** Off for throwaway databases (test instances) so database/schema.ts is not rewritten. */
  DB_SCHEMA_GENERATION: withDefault(Env.schema.boolean(), 'true'),

  /* Redis: only used by the stores set to "redis" below */
  REDIS_HOST: withDefault(Env.schema.string({ format: 'host' }), '127.0.0.1'),
  REDIS_PORT: withDefault(Env.schema.number(), '6379'),
  REDIS_PASSWORD: Env.schema.string.optional(),
  /** A database of its own, e.g. for a benchmark beside other apps on one Redis. */
  REDIS_DB: withDefault(Env.schema.number(), '0'),

  /* Stores: embedded defaults, Redis at scale */
  SESSION_DRIVER: withDefault(Env.schema.enum(['cookie', 'memory', 'redis'] as const), 'cookie'),
  CACHE_STORE: withDefault(Env.schema.enum(['memory', 'redis'] as const), 'memory'),
  LIMITER_STORE: withDefault(Env.schema.enum(['memory', 'database', 'redis'] as const), 'database'),
  /** Live events (door occupancy) reach the browsers of every instance through Redis. */
  TRANSMIT_TRANSPORT: withDefault(Env.schema.enum(['none', 'redis'] as const), 'none'),
  /** Public form submits per IP and minute (start/limiter.ts); benchmarks raise it. */
  PUBLIC_SUBMIT_LIMIT: withDefault(positiveInteger(), '30'),
  /** Benchmarks only: registers the framework's floor routes (start/routes/bench.ts). */
  BENCH_FLOOR_ROUTES: withDefault(Env.schema.boolean(), 'false'),
  /** The organiser's time zone: every date and time shown to people is in it. */
  TIME_ZONE: withDefault(timeZone(), 'Europe/Madrid'),
  QUEUE_DRIVER: withDefault(Env.schema.enum(['database', 'redis', 'sync'] as const), 'database'),
  /** Run the queue worker inside the web process (embedded setup). */
  QUEUE_INLINE_WORKER: withDefault(Env.schema.boolean(), 'true'),

  /* Gates: the access-control system (Skidata) the credentials are sent to */
  /** log: gate state kept here only (embedded setup); http: the organiser's integration endpoint. */
  GATES_DRIVER: withDefault(Env.schema.enum(['log', 'http'] as const), 'log'),
  GATES_URL: Env.schema.string.optional(),
  GATES_API_KEY: Env.schema.secret.optional(),
  GATES_TIMEOUT_MS: withDefault(positiveInteger(), '5000'),
  /** First retry delay of a failed delivery; each next one doubles (5 tries in all). */
  GATES_RETRY_BASE_MS: withDefault(positiveInteger(), '10000'),
  /** How long a delivery's claim holds; one a dead process held is taken over after it. */
  GATES_LEASE_MS: withDefault(positiveInteger(), '30000'),
  /** How often a worker sweeps for deliveries a dead process or a lost job left. */
  GATES_SWEEP_INTERVAL_MS: withDefault(positiveInteger(), '30000'),

  /* Partners' webhooks (decision 0253) */
  /** First retry delay of a failed delivery; each next one doubles, up to an hour. */
  WEBHOOKS_RETRY_BASE_MS: withDefault(positiveInteger(), '30000'),
  /** An endpoint that has failed for this long is disabled and its partner mailed (a day). */
  WEBHOOKS_DISABLE_AFTER_MS: withDefault(positiveInteger(), '86400000'),
  WEBHOOKS_TIMEOUT_MS: withDefault(positiveInteger(), '10000'),
  /**
   * Hosts a webhook may reach in production although they are private (an
   * organiser's own receiver on its network), comma separated; none by default.
   */
  WEBHOOKS_ALLOWED_PRIVATE_HOSTS: Env.schema.string.optional(),
  /** How often a worker turns new changes and passages into deliveries. */
  WEBHOOKS_FANOUT_INTERVAL_MS: withDefault(positiveInteger(), '5000'),

  /* Wallet passes (decision 0254): without them the wallet buttons are absent */
  /** Apple: the pass type id, team id, and PEM files of the signing certificate, its key and Apple's WWDR. */
  WALLET_APPLE_PASS_TYPE_ID: Env.schema.string.optional(),
  WALLET_APPLE_TEAM_ID: Env.schema.string.optional(),
  WALLET_APPLE_CERT_PATH: Env.schema.string.optional(),
  WALLET_APPLE_KEY_PATH: Env.schema.string.optional(),
  WALLET_APPLE_KEY_PASSPHRASE: Env.schema.secret.optional(),
  WALLET_APPLE_WWDR_PATH: Env.schema.string.optional(),
  /** Google: the issuer id and the service account's JSON key file. */
  WALLET_GOOGLE_ISSUER_ID: Env.schema.string.optional(),
  WALLET_GOOGLE_KEY_PATH: Env.schema.string.optional(),

  /* Mail: SMTP in production, .eml files under tmp/mail in development */
  MAIL_MAILER: withDefault(Env.schema.enum(['smtp', 'file'] as const), defaultMailer),
  MAIL_FROM: withDefault(Env.schema.string(), 'acreditaciones@example.com'),
  /** Where the file mailer writes its .eml files (tmp/mail by default). */
  MAIL_DIR: Env.schema.string.optional(),
  /** Who the privacy pages name as data controller, and where people write about their data. */
  PRIVACY_CONTROLLER: Env.schema.string.optional(),
  PRIVACY_CONTACT: Env.schema.string.optional(),
  SMTP_HOST: withDefault(Env.schema.string(), 'localhost', usesSmtp),
  SMTP_PORT: withDefault(Env.schema.number(), '587'),
  SMTP_USERNAME: withDefault(Env.schema.string(), 'dev', usesSmtp),
  SMTP_PASSWORD: withDefault(Env.schema.secret(), 'dev', usesSmtp),

  /* Files: private local disk by default, S3-compatible storage at scale */
  DRIVE_DISK: withDefault(Env.schema.enum(['fs', 's3'] as const), 'fs'),
  /** Where the fs disk keeps the private files (storage/ by default). */
  STORAGE_DIR: Env.schema.string.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.secret.optional(),
})

/** The application reads NODE_ENV after this file: make the default visible to it. */
process.env.NODE_ENV = env.get('NODE_ENV')

export default env
