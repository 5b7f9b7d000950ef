import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Addresses a webhook may never reach (unless WEBHOOK_ALLOW_PRIVATE): loopback, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unspecified, documentation,
 * benchmark, multicast and reserved ranges, and their IPv6 counterparts. IPv4-mapped IPv6 addresses
 * (`::ffff:127.0.0.1`) match the IPv4 rules (net.BlockList maps them).
 */
const INTERNAL = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export class WebhookAddressError extends Error {}

export const PRIVATE_ADDRESS_MESSAGE =
  'This URL leads to a private, loopback or link-local address; webhooks only go to public addresses.';

export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true; // not an address at all: never trust it
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Every address the host resolves to, refused if any is internal: a name that answers with one public
 * and one private address could be steered to the private one. `allowPrivate` lifts the check only.
 */
export async function resolvePublicAddresses(
  hostname: string,
  allowPrivate: boolean,
): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) as 4 | 6 }];
  } else {
    try {
      addresses = (await dns.lookup(host, { all: true, verbatim: true })).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
    } catch {
      throw new WebhookAddressError(`The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) throw new WebhookAddressError(`The host ${host} could not be found.`);
  if (!allowPrivate && addresses.some((a) => isInternalAddress(a.address))) {
    throw new WebhookAddressError(PRIVATE_ADDRESS_MESSAGE);
  }
  return addresses;
}
