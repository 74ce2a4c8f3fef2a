import net from 'node:net'

/**
 * A TCP proxy we can cut and restore, to simulate the database going away
 * without touching the shared server.
 */
export class TcpProxy {
  #server?: net.Server
  #sockets = new Set<net.Socket>()
  port = 0

  constructor(
    private targetHost: string,
    private targetPort: number
  ) {}

  async start() {
    this.#server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost)
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket)
        socket.on('close', () => this.#sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => this.#server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.#server.address() as net.AddressInfo).port
  }

  /** Refuses new connections and drops the open ones, like a stopped server. */
  async stop() {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve()
    )
    this.#server = undefined
  }
}
