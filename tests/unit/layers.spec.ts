import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/**
 * The app's layers, lowest first. A layer imports only from layers below it
 * (and itself): support helpers from nothing in the app, models from support,
 * form definitions from models, mails from models and forms, services and
 * the jobs they queue from forms and mails, and the HTTP layer (controllers,
 * middleware, exceptions, validators, http helpers) from all. Validators sit
 * in the HTTP layer, but their shared Vine rules (`validators/rules`, the
 * zone flags) are used by the forms' and services' rules too.
 */
const HTTP = ['#http/', '#controllers/', '#middleware/', '#transformers/']
const LAYERS: { folder: string; forbidden: string[] }[] = [
  {
    folder: 'app/support',
    forbidden: ['#models/', '#forms/', '#services/', '#mails/', '#jobs/', '#validators/', ...HTTP],
  },
  {
    folder: 'app/models',
    forbidden: ['#forms/', '#services/', '#mails/', '#jobs/', '#validators/', ...HTTP],
  },
  { folder: 'app/forms', forbidden: ['#services/', '#mails/', '#jobs/', ...HTTP] },
  { folder: 'app/mails', forbidden: ['#services/', '#jobs/', '#validators/', ...HTTP] },
  { folder: 'app/services', forbidden: HTTP },
  { folder: 'app/jobs', forbidden: ['#validators/', ...HTTP] },
  { folder: 'app/validators', forbidden: ['#jobs/', '#mails/', ...HTTP] },
]

/**
 * The service domains, lowest first: a domain imports only from itself and
 * the domains before it, so no two domains depend on each other. A new
 * domain takes its place here.
 */
export const DOMAIN_ORDER = [
  'infrastructure',
  'i18n',
  'security',
  'audit',
  'pdf',
  'history',
  'configuration',
  'scanning',
  'credentials',
  'wallets',
  'files',
  'gates',
  'auth',
  'players',
  'review',
  'doors',
  'collection',
  'privacy',
  'applicants',
  'forms',
  'badges',
  'exports',
  'restaurants',
  'devices',
  'imports',
  'organisations',
  'printing',
  'rosters',
  'partners',
  'reports',
  'backup',
]

/** The imports of a domain's file that go against the order ("from → to"). */
function againstOrder(domain: string, modules: string[]): string[] {
  const rank = DOMAIN_ORDER.indexOf(domain)
  return modules
    .map((module) => /^#services\/([^/]+)\//.exec(module)?.[1])
    .filter((target): target is string => target !== undefined && target !== domain)
    .filter((target) => DOMAIN_ORDER.indexOf(target) === -1 || DOMAIN_ORDER.indexOf(target) > rank)
    .map((target) => `${domain} → ${target}`)
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every module a file names in an import or export … from, static or dynamic. */
function importedModules(source: string): string[] {
  const found = source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)
  return [...found].map((match) => match[1])
}

test.group('Layers', () => {
  for (const { folder, forbidden } of LAYERS) {
    test(`${folder} imports nothing from a layer above it`, async ({ assert }) => {
      const violations: string[] = []
      for (const file of await sourceFiles(app.makePath(folder))) {
        for (const module of importedModules(await readFile(file, 'utf8'))) {
          if (forbidden.some((prefix) => module.startsWith(prefix))) {
            violations.push(`${relative(app.makePath(), file)} → ${module}`)
          }
        }
      }
      assert.deepEqual(violations, [])
    })
  }

  test('the check sees imports: a file importing a service is reported', ({ assert }) => {
    assert.deepEqual(
      importedModules(
        "import a from '#services/x'\nexport { b } from '#forms/y'\nconst c = () => import('#http/z')"
      ),
      ['#services/x', '#forms/y', '#http/z']
    )
  })
})

test.group('Domains', () => {
  test('every service domain has its place in the order', async ({ assert }) => {
    const entries = await readdir(app.makePath('app/services'), { withFileTypes: true })
    const domains = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
    assert.sameMembers(domains, DOMAIN_ORDER)
  })

  test('a service domain imports only from itself and the domains below it', async ({ assert }) => {
    const violations: string[] = []
    for (const domain of DOMAIN_ORDER) {
      for (const file of await sourceFiles(app.makePath('app/services', domain))) {
        const against = againstOrder(domain, importedModules(await readFile(file, 'utf8')))
        violations.push(...against.map((edge) => `${relative(app.makePath(), file)}: ${edge}`))
      }
    }
    assert.deepEqual(violations, [])
  })

  test('the check sees a planted import against the order', ({ assert }) => {
    const planted =
      "import { badgeData } from '#services/badges/badge_data'\nimport x from '#services/history/form_history'"
    assert.deepEqual(againstOrder('credentials', importedModules(planted)), [
      'credentials → badges',
    ])
    assert.deepEqual(againstOrder('badges', importedModules(planted)), [])
  })
})
