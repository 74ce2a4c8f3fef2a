/**
 * The roster assignment (decision 0230) at tournament size: 1,500 volunteers
 * and ball kids, 40 positions, 14 days of two shifts (bench/lib/roster_world.ts,
 * from a fixed seed). The solver's roster is checked by the independent
 * validator, and the share of placements on a person's first preferred
 * position is reported. Then the same roster is loaded into the benchmark
 * database and the grid page of one day is requested through the full
 * stack (production build, a logged-in administrator), BENCH_GRID_RUNS times.
 *
 *   npm run bench:rosters   (BENCH_DB=sqlite for SQLite, PostgreSQL otherwise;
 *   BENCH_PEOPLE=1500, BENCH_GRID_RUNS=30, BENCH_PORT=3436)
 *
 * Targets: the solve under 10 s with no violation; the grid of a day under 200 ms.
 * The machine is shared: the solve's CPU time is reported beside its wall time.
 */
import { rosterWorld } from './lib/roster_world.ts'
import { solveRoster } from '../app/services/rosters/roster_solver.ts'
import { rosterViolations } from '../app/services/rosters/roster_validator.ts'
import { clockText } from '../app/services/rosters/roster_rules.ts'
import { ensureBuild, startApp } from './lib/app_server.ts'
import { benchQuery, prepareDatabase } from './lib/database.ts'
import { staffSession } from './lib/staff_session.ts'
import { report } from './lib/report.ts'

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1500)
const GRID_RUNS = Number(process.env.BENCH_GRID_RUNS ?? 30)
const PORT = Number(process.env.BENCH_PORT ?? 3436)
const TARGET = { solveMs: 10_000, gridMs: 200 }
const MARK = 'ROSTERBENCH'
const CHUNK = 400

const world = rosterWorld({ people: PEOPLE, positions: 40, days: 14 })
const cpuBefore = process.cpuUsage()
const started = performance.now()
const outcome = await solveRoster(world)
const solveMs = Math.round(performance.now() - started)
const cpu = process.cpuUsage(cpuBefore)
const violations = rosterViolations(world, outcome.placements)
const shortfall = [...outcome.shortfalls.values()].reduce((sum, missing) => sum + missing, 0)

ensureBuild()
await prepareDatabase()
const [tennis] = await benchQuery<{ id: number; starts_on: string | number | Date }>(
  "select id, starts_on from tournaments where is_current and sport = 'tennis'"
)
const startsOn = tennis.starts_on
const firstDay = (
  startsOn instanceof Date
    ? startsOn
    : new Date(/^\d+$/.test(String(startsOn)) ? Number(startsOn) : String(startsOn))
)
  .toISOString()
  .slice(0, 10)
const dayOf = (index: number) =>
  new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10)
const worldDays = [...new Set(world.shifts.map((shift) => shift.day))].sort()
const now = new Date().toISOString().slice(0, 19).replace('T', ' ')

/** Rows inserted a chunk at a time, with bound values (both engines). */
async function insertRows(table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const values = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    await benchQuery(`insert into ${table} (${columns.join(', ')}) values ${values}`, chunk.flat())
  }
}

await insertRows(
  'forms',
  [
    'type',
    'category',
    'tournament_id',
    'code',
    'state',
    'name',
    'last_name',
    'sort_name',
    'sort_last_name',
    'custom_permission',
    'created_at',
  ],
  world.people.map((person) => [
    person.type,
    person.type,
    tennis.id,
    `${MARK}${String(person.id).padStart(6, '0')}`,
    'approved',
    `Persona ${person.id}`,
    'Bench',
    `persona ${person.id}`,
    'bench',
    '{}',
    now,
  ])
)
const formRows = await benchQuery<{ id: number; code: string }>(
  `select id, code from forms where code like '${MARK}%'`
)
const formIds = new Map(
  formRows.map((row) => [Number(row.code.slice(MARK.length)), Number(row.id)])
)
await insertRows(
  'roster_positions',
  ['tournament_id', 'name', 'form_types', 'created_at'],
  world.positions.map((position) => [
    tennis.id,
    `${MARK} ${position.name}`,
    JSON.stringify(position.formTypes),
    now,
  ])
)
const positionRows = await benchQuery<{ id: number; name: string }>(
  `select id, name from roster_positions where name like '${MARK}%'`
)
const positionIds = new Map(positionRows.map((row) => [row.name, Number(row.id)]))
const positionName = new Map(
  world.positions.map((position) => [position.id, `${MARK} ${position.name}`])
)
await insertRows(
  'roster_shifts',
  [
    'tournament_id',
    'position_id',
    'day',
    'starts_at',
    'ends_at',
    'min_headcount',
    'max_headcount',
    'languages',
    'created_at',
  ],
  world.shifts.map((shift) => [
    tennis.id,
    positionIds.get(positionName.get(shift.positionId)!),
    dayOf(worldDays.indexOf(shift.day)),
    clockText(shift.start),
    clockText(shift.end),
    shift.min,
    shift.max,
    JSON.stringify(shift.languages),
    now,
  ])
)
/** Shifts come back in insertion order: the world's ids are 1..n in that order. */
const shiftRows = await benchQuery<{ id: number }>(
  `select id from roster_shifts where position_id in
     (select id from roster_positions where name like '${MARK}%') order by id`
)
const shiftIds = shiftRows.map((row) => Number(row.id))
const placements = outcome.placements.map((placement) => [
  tennis.id,
  shiftIds[placement.shiftId - 1],
  formIds.get(placement.formId),
  'solver',
  now,
])
const assignmentColumns = ['tournament_id', 'shift_id', 'form_id', 'source', 'created_at']
await insertRows('roster_assignments', assignmentColumns, placements)
await insertRows('roster_published', assignmentColumns, placements)

const app = await startApp(PORT)
const grid: number[] = []
let gridBytes = 0
try {
  const session = await staffSession(app.url, 'admin@demo.test')
  const version = await fetch(`${app.url}/merchant/rosters`, {
    headers: { cookie: session.cookie },
  }).then(async (response) => /"version":"([^"]+)"/.exec(await response.text())?.[1] ?? '')
  for (let run = 0; run < GRID_RUNS + 3; run++) {
    const day = dayOf(run % 14)
    const begin = performance.now()
    const response = await fetch(`${app.url}/merchant/rosters/${tennis.id}/grid?day=${day}`, {
      headers: {
        'cookie': session.cookie,
        'x-inertia': 'true',
        'x-inertia-version': version,
        'accept': 'text/html, application/xhtml+xml',
      },
    })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`grid answered ${response.status}`)
    /** The first runs warm the server up. */
    if (run >= 3) {
      grid.push(performance.now() - begin)
      gridBytes = body.length
    }
  }
} finally {
  await app.stop()
}
grid.sort((a, b) => a - b)
const percentile = (share: number) => Math.round(grid[Math.floor((grid.length - 1) * share)])

report('rosters', {
  people: world.people.length,
  positions: world.positions.length,
  shifts: world.shifts.length,
  solve: {
    wallMs: solveMs,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    modelMs: Math.round(outcome.timings.model),
    solverMs: Math.round(outcome.timings.solver),
    placements: outcome.placements.length,
    shortfall,
    violations: violations.length,
    firstPreferenceShare:
      Math.round(
        (1000 * outcome.firstPreferences.met) / Math.max(1, outcome.firstPreferences.stated)
      ) / 10,
  },
  grid: { p50Ms: percentile(0.5), p95Ms: percentile(0.95), bytes: gridBytes, runs: grid.length },
  targets: TARGET,
  met: violations.length === 0 && solveMs < TARGET.solveMs && percentile(0.95) < TARGET.gridMs,
})
if (violations.length > 0) process.exitCode = 1
