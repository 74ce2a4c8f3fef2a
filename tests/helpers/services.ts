import net from 'node:net'

/** Whether a TCP service answers (PostgreSQL, Redis) on this machine. */
export function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host)
    socket.setTimeout(1000)
    socket.once('connect', () => resolve(true))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => resolve(false))
    socket.once('connect', () => socket.end())
  })
}

/** A port nothing listens on right now, chosen by the system: parallel runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export const SERVICES_REASON = 'needs PostgreSQL and Redis on 127.0.0.1 (5432, 6379)'

/**
 * For `test(...).skip(servicesMissing, SERVICES_REASON)`: tests that need
 * PostgreSQL and Redis skip on a developer machine without them; CI sets
 * REQUIRE_SERVICES=1 so they fail there instead of skipping.
 */
export async function servicesMissing(): Promise<boolean> {
  const [pg, redis] = await Promise.all([reachable(5432), reachable(6379)])
  if (pg && redis) return false
  if (process.env.REQUIRE_SERVICES) throw new Error(SERVICES_REASON)
  return true
}
