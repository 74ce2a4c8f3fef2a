/**
 * Bytes a page makes the browser download: the app entry, the page's chunk
 * and everything they import (from the Vite manifest of the production
 * build), gzip -9 sizes. Target: at most 170 KB of JavaScript on a public form.
 *
 *   npm run bench:frontend-size        (BENCH_PAGES=public/form,auth/login)
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { ensureBuild, ROOT } from './lib/app_server.ts'
import { report } from './lib/report.ts'

type Chunk = { file: string; imports?: string[]; css?: string[] }

const PAGES = (
  process.env.BENCH_PAGES ?? 'public/form,public/index,public/player_lookup,auth/login'
).split(',')
const JS_BUDGET_KB = 170

ensureBuild()
const assets = `${ROOT}build/public/assets`
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(`${assets}/.vite/manifest.json`, 'utf8')
)

function closure(keys: string[]) {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...files]
}

const gzipKb = (file: string) =>
  Math.round((gzipSync(readFileSync(`${assets}/${file}`), { level: 9 }).length / 1024) * 10) / 10

const pages = PAGES.map((page) => {
  const key = `inertia/pages/${page}.tsx`
  if (!manifest[key]) throw new Error(`no page ${page} in the build`)
  const files = closure(['inertia/app.tsx', key])
  const jsKb = files
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipKb(file), 0)
  const cssKb = files
    .filter((file) => file.endsWith('.css'))
    .reduce((total, file) => total + gzipKb(file), 0)
  return {
    page,
    files: files.length,
    jsGzipKb: Math.round(jsKb * 10) / 10,
    cssGzipKb: Math.round(cssKb * 10) / 10,
  }
})

report('frontend_size', {
  jsBudgetKb: JS_BUDGET_KB,
  pages,
  pass: pages.every((page) => page.jsGzipKb <= JS_BUDGET_KB),
})
