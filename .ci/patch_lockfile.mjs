// The npm registry reachable from our machines lacks some platform builds of
// native packages (e.g. @tailwindcss/oxide-darwin-arm64): `npm install` then
// leaves them out of package-lock.json and `npm ci` refuses the lock as out of
// sync. This adds those entries back with their os/cpu so npm ci skips them on
// Linux x64. Run it after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs'

const PLATFORMS = [
  [/android-arm64/, ['android'], ['arm64']],
  [/darwin-arm64/, ['darwin'], ['arm64']],
  [/darwin-x64/, ['darwin'], ['x64']],
  [/freebsd-x64/, ['freebsd'], ['x64']],
  [/linux-arm-gnueabihf/, ['linux'], ['arm']],
  [/wasm32-wasi/, undefined, ['wasm32']],
  [/win32-arm64/, ['win32'], ['arm64']],
  [/win32-x64/, ['win32'], ['x64']],
]

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
let added = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue
    const platform = PLATFORMS.find(([pattern]) => pattern.test(name))
    if (!platform) throw new Error(`No platform known for missing optional package ${name}`)
    const [, os, cpu] = platform
    lock.packages[key] = {
      version,
      ...(cpu && { cpu }),
      ...(entry.dev && { dev: true }),
      optional: true,
      ...(os && { os }),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)
  )
)
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: ${added} missing platform package(s) added`)
