import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Addresses a webhook may never reach in production: loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, unique-local, unspecified
 * and multicast ranges. Otherwise a partner could make the server call its
 * own internal services (server-side request forgery).
 */
const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6')
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return PRIVATE.check(mapped[1], 'ipv4')
    return PRIVATE.check(address, 'ipv6')
  }
  return PRIVATE.check(address, 'ipv4')
}

export type UrlRefusal = 'invalid' | 'not_https' | 'private_address' | 'unresolvable'

/**
 * Why a webhook address is refused, or null. In production: HTTPS only, and
 * every address its host resolves to must be public, unless the organiser
 * allowed that host (WEBHOOKS_ALLOWED_PRIVATE_HOSTS) (checked again before
 * each delivery, so a name later pointed inward is refused too). Elsewhere
 * (development, tests, the benchmark's local receivers) plain HTTP and
 * loopback are allowed.
 */
export async function webhookUrlRefusal(
  raw: string,
  production = app.inProduction,
  allowedPrivateHosts = (env.get('WEBHOOKS_ALLOWED_PRIVATE_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
): Promise<UrlRefusal | null> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'invalid'
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return 'invalid'
  if (!production) return null
  if (url.protocol !== 'https:') return 'not_https'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // The organiser named this private host (its own receiver): reachable on purpose.
  if (allowedPrivateHosts.includes(host.toLowerCase())) return null
  let addresses: string[] = [host]
  try {
    if (!isIP(host)) {
      const resolved = await lookup(host, { all: true, verbatim: true })
      addresses = resolved.map((entry) => entry.address)
    }
  } catch {
    return 'unresolvable'
  }
  if (addresses.length === 0) return 'unresolvable'
  return addresses.some(isPrivateAddress) ? 'private_address' : null
}
