import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import { test } from '@japa/runner'
import { listenOnSharedPortWhenAsked } from '#services/infrastructure/shared_port'
import { freePort } from '#tests/helpers/services'

/** A web process as the framework starts it: `listen(port, host)`, answering with its name. */
async function instance(name: string, port: number, shared: boolean) {
  const server = listenOnSharedPortWhenAsked(
    createServer((_request, response) => response.end(name)),
    shared
  )
  server.listen(port, '127.0.0.1')
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error)),
  ])
  return server
}

async function close(server: Server) {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

const answer = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } }).then((response) =>
    response.text()
  )

test.group('Several instances on one port (REUSE_PORT)', () => {
  test('two instances listen on the same port, and one stopping leaves the other answering', async ({
    assert,
  }) => {
    const port = await freePort()
    const first = await instance('first', port, true)
    const second = await instance('second', port, true)
    try {
      assert.oneOf(await answer(port), ['first', 'second'])
      await close(first)
      assert.equal(await answer(port), 'second')
    } finally {
      if (first.listening) await close(first)
      await close(second)
    }
  })

  test('without it, a second instance on a taken port fails to start', async ({ assert }) => {
    const port = await freePort()
    const first = await instance('first', port, false)
    try {
      await assert.rejects(() => instance('second', port, false), /EADDRINUSE/)
    } finally {
      await close(first)
    }
  })
})
