import { createServer, type Server } from 'node:http'
import { freePort } from '#tests/helpers/services'

export type Received = {
  headers: Record<string, string>
  body: string
  json: any
  answered: number
}

/**
 * A partner's webhook endpoint on loopback: it records every delivery and
 * answers 204, or 500 while `failing` (an endpoint that is down).
 */
export async function webhookReceiver() {
  const received: Received[] = []
  const state = { failing: false }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const answered = state.failing ? 500 : 204
      received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)])
        ),
        body,
        json: JSON.parse(body),
        answered,
      })
      response.statusCode = answered
      response.end()
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Deliveries the endpoint accepted. */
    accepted: () => received.filter((entry) => entry.answered === 204),
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
