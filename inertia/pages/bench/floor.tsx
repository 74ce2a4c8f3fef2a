/** The benchmarks' floor page (start/routes/bench.ts): an Inertia page with nothing on it. */
export default function Floor() {
  return <p>floor</p>
}
