import { BlockList, isIP } from 'node:net'

/**
 * Which peers may tell us the client's address (X-Forwarded-For): only the
 * load balancers the operator names in TRUSTED_PROXIES (addresses or CIDR
 * ranges, comma separated). Anyone else could otherwise pick any address and
 * walk past every per-address rate limit, or get a victim's address blocked.
 */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList()
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix)
    const max = family === 6 ? 128 : 32
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > max) {
      throw new Error(
        `Invalid environment variable "TRUSTED_PROXIES": "${entry}" is not an address or range`
      )
    }
    trusted.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4')
  }
  return trusted
}

/** The `trustProxy` function of the HTTP config: true only for a named proxy. */
export function trustProxyFrom(list: string) {
  const trusted = parseTrustedProxies(list)
  return (address: string) => {
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address
    const family = isIP(plain)
    return family !== 0 && trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
