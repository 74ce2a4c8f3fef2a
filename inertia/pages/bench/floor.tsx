/** The benchmarks' floor page (start/routes/bench_floor.ts): an Inertia page with nothing on it. */
export default function Floor() {
  return <p>floor</p>
}
