import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may be sent. Unless the operator allows private networks, a delivery goes only to public
 * unicast internet addresses: every loopback, private, shared (CGNAT), link-local, multicast, broadcast,
 * unspecified, reserved and special-purpose address of IPv4 and IPv6 is refused, and so is every IPv6 address
 * outside the global unicast block 2000::/3 (which covers IPv4-mapped and IPv4-compatible forms) and every IPv6
 * form that embeds or translates an IPv4 address (NAT64, 6to4, Teredo, SIIT).
 *
 * Checked twice: at registration on the URL alone (IP literals in any notation the URL parser accepts, names
 * that are internal by definition), and at delivery on the addresses the connection is actually made to (a
 * DNS lookup whose result is checked before the socket connects, so neither a name that resolves to an
 * internal address nor one whose answer changes after the check gets through).
 */

/** Resolves a host name to all its addresses (the dispatcher's default is the system resolver). */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;

export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true });

/** IPv6 global unicast; everything outside it is reserved, local or a transition form. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

const DESCRIPTIONS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private-network address',
  uniqueLocal: 'a unique local (private) IPv6 address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address',
  ipv4Mapped: 'an IPv4-mapped IPv6 address',
  rfc6052: 'a NAT64 address',
  rfc6145: 'an IPv4-translated IPv6 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

/**
 * Why an address is not a public one: the name of its special range ('loopback', 'private', ...), or null for
 * a public unicast address. Anything that does not parse is refused too.
 */
export function refusedRange(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return 'unparsable';
  }
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return 'reserved';
  return null;
}

/** "127.0.0.1 is a loopback address". */
export function describeRefusal(address: string, range: string): string {
  return `${address} is ${DESCRIPTIONS[range] ?? 'a reserved or special-purpose address'}`;
}

/** Names that are internal by definition: localhost (RFC 6761), mDNS .local, .internal, .home.arpa. */
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa'];

/** The URL's host as a connection sees it: an IP address (IPv6 without brackets) or a name. */
export function hostOf(url: URL): { ip: string } | { name: string } {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) ? { ip: host } : { name: host };
}

/**
 * What the URL alone says against it, or null when only a DNS lookup can tell: an IP literal (the URL parser
 * has already turned 0x7f.1, 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1) that is not public, or a name
 * that is internal by definition (localhost and its subdomains, with or without the trailing dot, mDNS .local,
 * .internal, .home.arpa, and single-label names, which only a local resolver can answer).
 */
export function refusedHost(url: URL): string | null {
  const host = hostOf(url);
  if ('ip' in host) {
    const range = refusedRange(host.ip);
    return range === null ? null : describeRefusal(host.ip, range);
  }
  const name = host.name.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || INTERNAL_SUFFIXES.some((suffix) => name.endsWith(suffix))) return `${host.name} is a local host name`;
  if (!name.includes('.')) return `${host.name} is a single-label (local) host name`;
  return null;
}

/**
 * A host name that resolved to no address, or to at least one that is not public. One error for both, so
 * the delivery log cannot tell an unknown name from one that exists on an internal network.
 */
export class HostRefused extends Error {
  readonly code = 'EHOSTREFUSED';
  constructor(
    readonly hostname: string,
    readonly why: string,
  ) {
    super(`${hostname}: ${why}`);
    this.name = 'HostRefused';
  }
}

/**
 * A `lookup` for net/tls connections: resolves the name with `resolve` and, unless `allowPrivate`, fails with
 * HostRefused when any address is not public (one internal address in the answer is reason enough), so the
 * socket is never opened. The addresses checked are the ones connected to: a name cannot pass the check and
 * then be resolved again to something else.
 */
export function guardedLookup(resolve: HostLookup, allowPrivate: boolean): LookupFunction {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    const pick = (found: LookupAddress[]): LookupAddress[] => {
      if (!allowPrivate) {
        const bad = found.find((a) => refusedRange(a.address) !== null);
        if (bad) throw new HostRefused(hostname, describeRefusal(bad.address, refusedRange(bad.address)!));
      }
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const usable = family === 4 || family === 6 ? found.filter((a) => a.family === family) : found;
      if (usable.length === 0) throw new HostRefused(hostname, 'no address');
      return usable;
    };
    // The callback runs outside the promise chain: what the socket does with the answer is not ours to catch.
    resolve(hostname)
      .then(pick)
      .then(
        (usable) => process.nextTick(() => (options.all ? callback(null, usable) : callback(null, usable[0].address, usable[0].family))),
        (error: unknown) =>
          process.nextTick(() => callback(error instanceof HostRefused ? error : new HostRefused(hostname, 'not resolved'), [])),
      );
  };
}
