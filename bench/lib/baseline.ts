import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A plain node:http hello world, run in the same benchmark as the app so
 * results hold as ratios on a noisy machine.
 */
export async function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.end('hello world')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
