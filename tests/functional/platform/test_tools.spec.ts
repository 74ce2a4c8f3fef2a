import { execFileSync, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { engineIndependent } from '#tests/helpers/engines'

const preflight = () => createRequire(import.meta.url)(app.makePath('bin/preflight.cjs'))

/** A PATH folder holding node, npm and sh (npm runs scripts with it), and the given programs as stand-ins. */
async function pathWith(programs: string[]) {
  const directory = await mkdtemp(join(tmpdir(), 'acc-test-tools-'))
  const npm = execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()
  await symlink(process.execPath, join(directory, 'node'))
  await symlink(npm, join(directory, 'npm'))
  await symlink('/bin/sh', join(directory, 'sh'))
  for (const name of programs) {
    await writeFile(join(directory, name), '#!/bin/sh\n')
    await chmod(join(directory, name), 0o755)
  }
  return directory
}

function npmTest(path: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    let output = ''
    const child = spawn(join(path, 'npm'), ['test'], {
      cwd: app.makePath(),
      env: { PATH: path, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

test.group('The tools the tests need', (group) => {
  /** Programs and files of the checkout only: no query on the app's database. */
  engineIndependent(group)
  const folders: string[] = []
  group.teardown(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  test('npm test without poppler-utils and zbar-tools names the packages before any test runs', async ({
    assert,
  }) => {
    const path = await pathWith([])
    folders.push(path)
    const { code, output } = await npmTest(path, {
      CHROMIUM_PATH: join(path, 'no-chromium-here'),
    })
    assert.equal(code, 1)
    assert.include(output, 'The tests need programs this machine lacks')
    assert.include(output, 'pdftotext (reads badge and receipt PDFs): Debian package poppler-utils')
    assert.include(output, 'zbarimg (reads printed barcodes): Debian package zbar-tools')
    assert.include(output, 'Chromium: Debian package chromium (or set CHROMIUM_PATH)')
    assert.include(output, 'apt-get install chromium poppler-utils zbar-tools')
    assert.notInclude(output, 'booting application')
  }).timeout(60_000)

  test('every tool present: the check passes silently', async ({ assert }) => {
    const path = await pathWith(['pdftotext', 'pdftoppm', 'zbarimg', 'chromium'])
    folders.push(path)
    const { testToolsProblem } = preflight()
    assert.isNull(testToolsProblem({ PATH: path, CHROMIUM_PATH: join(path, 'chromium') }))
    const withoutZbar = testToolsProblem({
      PATH: `${path}-none`,
      CHROMIUM_PATH: join(path, 'chromium'),
    })
    assert.include(withoutZbar, 'zbar-tools')
    assert.notInclude(withoutZbar, 'Chromium')
  })

  test('the route list every boot writes is ignored, not tracked: npm test leaves the tree clean', async ({
    assert,
  }) => {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: app.makePath(), encoding: 'utf8' }).trim()
    /** This very run booted the app, which wrote it. */
    assert.include(git('status', '--porcelain', '--ignored', '.adonisjs/server'), 'routes.json')
    assert.equal(git('ls-files', '.adonisjs/server/routes.json'), '')
    assert.equal(
      git('check-ignore', '.adonisjs/server/routes.json'),
      '.adonisjs/server/routes.json'
    )
  })
})
