import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may never reach (unless WEBHOOKS_ALLOW_INSECURE): this host, the private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and the
 * reserved ranges, so an endpoint cannot be pointed at the inside (SSRF).
 */
const REFUSED = new BlockList();
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
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

/** Whether a socket may be opened to `address` when private addresses are not allowed. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !REFUSED.check(mapped[1], 'ipv4');
  return !REFUSED.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The network as webhooks see it, replaceable in tests: `resolve` names a host's addresses (DNS
 * by default), `route` says where a socket to a checked address really goes (the address itself;
 * a test's network sends a public-looking address to its local receiver), `ca` adds trusted
 * certificates (a test receiver's self-signed one).
 */
export class WebhookNetwork {
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  route: (address: string) => string = (address) => address;
  ca: string | undefined = undefined;
}

export class AddressRefused extends Error {}

/** A URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The address a request to `url` will use: the host resolved now, every address checked (one
 * private answer among public ones refuses the lot, as a rebinding name would give), the first
 * one kept so the socket connects to exactly what was checked.
 */
export async function checkedAddress(network: WebhookNetwork, url: URL, allowPrivate: boolean): Promise<string> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await network.resolve(host);
  if (addresses.length === 0) throw new AddressRefused(`${host} has no address`);
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused && !allowPrivate) throw new AddressRefused(`${host} resolves to a private address (${refused})`);
  return addresses[0];
}

export interface SendResult {
  statusCode: number | null;
  /** The answer's first bytes, at most RESPONSE_KEPT_BYTES. */
  body: string | null;
  error: string | null;
}

/** The part of an answer kept and shown; the rest is never read. */
export const RESPONSE_KEPT_BYTES = 1024;

/**
 * One POST to `url`, connected to `address` (already checked), never following a redirect, giving
 * up after `timeoutMs` and reading at most the first kilobyte of the answer. The deadline is the
 * machine's real time, not the Clock's: it bounds waiting on a socket, not a schedule.
 */
export function send(
  network: WebhookNetwork,
  url: URL,
  address: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const target = network.route(address);
  const family = isIP(target) === 6 ? 6 : 4;
  const lookup: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target, family }]);
    else callback(null, target, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup,
        ca: network.ca,
        // The name in the URL is what the certificate must prove, whatever address it was reached at.
        servername: isIP(hostOf(url)) ? undefined : hostOf(url),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'site-builder-webhooks/1',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            body: Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEPT_BYTES),
            error: null,
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk.subarray(0, RESPONSE_KEPT_BYTES - kept));
          kept += Math.min(chunk.length, RESPONSE_KEPT_BYTES - kept);
          if (kept >= RESPONSE_KEPT_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () => finish({ statusCode: null, body: null, error: `no answer within ${Math.round(timeoutMs / 1000)} s` }),
      timeoutMs,
    );
    request.on('error', (error) => finish({ statusCode: null, body: null, error: error.message.slice(0, 250) }));
    request.end(body);
  });
}
