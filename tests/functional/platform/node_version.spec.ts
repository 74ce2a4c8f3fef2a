import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/** `npm <args>` in the checkout, every node process in it told it is `version`. */
async function npmAs(version: string, args: string[]) {
  const directory = await mkdtemp(join(tmpdir(), 'acc-node-version-'))
  const fake = join(directory, 'older_node.cjs')
  await writeFile(
    fake,
    `Object.defineProperty(process, 'version', { value: 'v${version}' })
Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } })
`
  )
  try {
    return await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      let output = ''
      const child = spawn('npm', args, {
        cwd: app.makePath(),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: `--require ${fake}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('exit', (code) => resolve({ code, output }))
    })
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

test.group('An older Node.js', () => {
  for (const command of [['start'], ['test']]) {
    test(`npm ${command[0]} says Node.js 24 is needed and how to get it, before anything runs`, async ({
      assert,
    }) => {
      const { code, output } = await npmAs('22.11.0', command)
      assert.equal(code, 1)
      assert.include(output, 'This application needs Node.js 24 or newer')
      assert.include(output, 'this machine runs Node.js 22.11.0')
      assert.include(output, 'https://nodejs.org/en/download')
      assert.notInclude(output, 'ERR_UNKNOWN_FILE_EXTENSION')
      assert.notInclude(output, 'Building the app')
    }).timeout(60_000)
  }

  test('npm install refuses it at once, naming the version needed', async ({ assert }) => {
    const { code, output } = await npmAs('20.20.2', [
      'install',
      '--dry-run',
      '--offline',
      '--no-audit',
    ])
    assert.notEqual(code, 0)
    assert.include(output, 'EBADENGINE')
    assert.include(output, '"node":">=24"')
  }).timeout(60_000)

  test('Node.js 24 passes the check silently', async ({ assert }) => {
    const { nodeProblem } = createRequire(import.meta.url)(app.makePath('bin/preflight.cjs'))
    assert.isNull(nodeProblem('24.0.0'))
    assert.isNull(nodeProblem('v25.1.0'))
    assert.include(nodeProblem('18.19.1'), 'Node.js 24 or newer')
  })
})
