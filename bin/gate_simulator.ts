/**
 * A local gate system for development: `npm run gates:simulator`, then run the
 * app with GATES_DRIVER=http GATES_URL=http://127.0.0.1:3390 GATES_API_KEY=simulator-key.
 */
import { startGateSimulator } from '../app/services/gates/gate_simulator.ts'

const simulator = await startGateSimulator({
  port: Number(process.env.GATES_SIMULATOR_PORT ?? 3390),
})
console.log(`Gate simulator on ${simulator.url} (API key "${simulator.apiKey}"); Ctrl+C stops it.`)
setInterval(() => {
  const last = simulator.calls.at(-1)
  if (last)
    console.log(
      `${simulator.calls.length} calls; last: ${last.action} ${last.code} → ${last.status}`
    )
}, 10_000).unref()
