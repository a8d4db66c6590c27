import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether a socket may be opened to `address` when private addresses are not allowed: only global
 * unicast ones, as `ipaddr.js` (a maintained list of the IANA special-purpose registries) classes
 * them, so an endpoint cannot be pointed at the inside (SSRF): this host, the private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation and
 * the reserved ranges are all refused.
 *
 * IPv4: `range()` is `unicast`. IPv6: inside 2000::/3 (global unicast; site-local fec0::/10 and
 * every other old or future block are not) with `range()` `unicast`. An IPv6 address that carries
 * an IPv4 one (IPv4-compatible ::/96, mapped ::ffff:0:0/96, translated ::ffff:0:0:0/96, NAT64
 * 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) is judged by the IPv4 address
 * it reaches: `range()` alone calls ::7f00:1 (loopback) unicast, and 6to4 or NAT64 of a public
 * address is a way to it as good as its own.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv4') return (parsed as ipaddr.IPv4).range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) return carried.every((v4) => v4.range() === 'unicast');
  return (v6.parts[0] & 0xe000) === 0x2000 && v6.range() === 'unicast';
}

/** The IPv4 addresses an IPv6 one embeds, by the forms that carry one; null when it carries none. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const last32 = v4(p[6], p[7]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  // ::/96 (IPv4-compatible, which also holds :: and ::1), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (translated).
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) return [last32];
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return [last32];
  // NAT64, RFC 6052: the well-known prefix /96.
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return [last32];
  // RFC 8215's local-use prefix 64:ff9b:1::/48: the network picks where the IPv4 sits, at the /96
  // position or right after the /48 (bits 64-71 skipped), so both readings must pass.
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) return [last32, v4(p[3], ((p[4] & 0xff) << 8) | (p[5] >> 8))];
  // 6to4, RFC 3056: 2002:AABB:CCDD::/48.
  if (p[0] === 0x2002) return [v4(p[1], p[2])];
  // Teredo, RFC 4380: 2001:0:server:flags:port:client, the client's IPv4 inverted; both must pass.
  if (p[0] === 0x2001 && p[1] === 0) return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  return null;
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
        // The socket goes to the checked address, never to a name resolved again (which could
        // answer differently now); the Host header still names the URL's host.
        hostname: target,
        family,
        ca: network.ca,
        // The name in the URL is what the certificate must prove, whatever address it was reached at.
        servername: isIP(hostOf(url)) ? undefined : hostOf(url),
        headers: {
          ...headers,
          host: url.host,
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
