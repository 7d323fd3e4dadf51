import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// BlockList also matches IPv4-mapped IPv6 peers (::ffff:127.0.0.1) against the IPv4 subnet.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's own: 127.0.0.0/8 or ::1 (in any spelling). */
export function isLoopbackAddress(address: string | undefined): boolean {
  const version = isIP(address ?? '');
  return version !== 0 && loopback.check(address!, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A caller on this machine, for the pages meant only for it (/mailbox, /metrics). Judged on the
 * socket's peer, never on a forwarded header; and a request a proxy says it forwarded is not local,
 * even from 127.0.0.1, because a reverse proxy on this host would otherwise make everyone look local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
