import type { Server } from 'node:http'
import env from '#start/env'

/**
 * With REUSE_PORT, several instances on one host listen on the same port
 * (SO_REUSEPORT, Linux) and the kernel spreads connections between them:
 * one web process per core without a balancer in front. The framework calls
 * `listen(port, host)`; the option is added there.
 */
export function listenOnSharedPortWhenAsked(
  server: Server,
  shared: boolean = env.get('REUSE_PORT')
): Server {
  if (!shared) return server
  const listen = server.listen.bind(server)
  server.listen = ((port: number, host: string) =>
    listen({ port, host, reusePort: true })) as Server['listen']
  return server
}
