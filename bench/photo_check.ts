/**
 * The photo check (decision 0136) on the labelled set in
 * tests/fixtures/review/photos (its README names every source): precision
 * and recall of each problem, and the time of one check in Node (WASM).
 *
 *   npm run bench:photo-check
 *
 * Target: at least 90 % correct for every problem the check claims.
 */
import { readFileSync } from 'node:fs'
import { checkPhoto, PHOTO_PROBLEMS } from '../app/services/review/photo_check.ts'
import { report } from './lib/report.ts'

const SET = new URL('../tests/fixtures/review/photos/', import.meta.url).pathname
const labels = JSON.parse(readFileSync(`${SET}labels.json`, 'utf8')) as {
  file: string
  expected: string[]
}[]

const counts = Object.fromEntries(
  PHOTO_PROBLEMS.map((problem) => [problem, { tp: 0, fp: 0, fn: 0 }])
)
const times: number[] = []
const wrong: string[] = []
await checkPhoto(readFileSync(`${SET}${labels[0].file}`))
for (const label of labels) {
  const started = performance.now()
  const found = await checkPhoto(readFileSync(`${SET}${label.file}`))
  times.push(performance.now() - started)
  for (const problem of PHOTO_PROBLEMS) {
    const expected = label.expected.includes(problem)
    const flagged = found.includes(problem)
    if (expected && flagged) counts[problem].tp += 1
    if (!expected && flagged) counts[problem].fp += 1
    if (expected && !flagged) counts[problem].fn += 1
  }
  const same =
    found.length === label.expected.length &&
    found.every((problem) => label.expected.includes(problem))
  if (!same) wrong.push(`${label.file}: expected [${label.expected}] found [${found}]`)
}
const round = (value: number) => Math.round(value * 1000) / 1000
const perProblem = Object.fromEntries(
  Object.entries(counts).map(([problem, { tp, fp, fn }]) => [
    problem,
    {
      photos: tp + fn,
      precision: tp + fp ? round(tp / (tp + fp)) : null,
      recall: tp + fn ? round(tp / (tp + fn)) : null,
    },
  ])
)
times.sort((a, b) => a - b)
report('photo_check', {
  photos: labels.length,
  exactlyRight: labels.length - wrong.length,
  perProblem,
  checkMs: {
    p50: round(times[Math.floor(times.length / 2)]),
    p95: round(times[Math.floor(times.length * 0.95)]),
  },
  wrong,
})
