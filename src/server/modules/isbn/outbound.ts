import { lookup as resolve, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Redirects followed at most: Open Library's /isbn/ answers with one to the edition. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Addresses no request of ours may reach: this machine, its networks and what is not the internet. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, and the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address included
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard
  ['2001::', 32], // Teredo tunnels
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address's 16 bytes ('::' and a dotted IPv4 tail written out). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail ?? '').length;
  const all = [
    ...groups(head),
    ...Array(tail === undefined ? 0 : missing).fill('0'),
    ...groups(tail ?? ''),
  ];
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

/** The IPv4 address inside an IPv6 one that carries it (NAT64, 6to4), else null. */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const [b0, b1, b2, b3] = bytes;
  const nat64 = b0 === 0x00 && b1 === 0x64 && b2 === 0xff && b3 === 0x9b;
  if (nat64 && bytes.slice(4, 12).every((b) => b === 0)) return bytes.slice(12).join('.');
  if (b0 === 0x20 && b1 === 0x02) return bytes.slice(2, 6).join('.');
  return null;
}

/** Whether an address is on the public internet: not loopback, private, link-local or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  // IPv4-mapped addresses (::ffff:127.0.0.1) are checked against the IPv4 ranges by the list.
  if (PRIVATE.check(address, 'ipv6')) return false;
  const inner = embeddedIpv4(address);
  return inner === null || !PRIVATE.check(inner, 'ipv4');
}

/** A request of ours was about to reach an address that is not public. */
export class AddressRefused extends Error {}

/**
 * Resolves a host name as the system would, and hands the connection only addresses that are all
 * public: the socket connects to the very address checked, so a name that resolves differently the
 * next time (DNS rebinding) gains nothing.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  resolve(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const refused = found.find((entry) => !isPublicAddress(entry.address));
    if (refused || found.length === 0) {
      const reason = new AddressRefused(`${hostname} resolves to ${refused?.address ?? 'nothing'}`);
      return callback(reason as NodeJS.ErrnoException, '', 4);
    }
    if (options.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  });
};

export type Fetched = { status: number; body: Buffer };

type FetchOptions = {
  /** Origins an operator configured: asked as configured, even on this machine. */
  trusted: ReadonlySet<string>;
  signal: AbortSignal;
  headers: Record<string, string>;
  /** An answer longer than this is refused. */
  maxBytes: number;
};

/** One GET, its answer read whole (up to `maxBytes`); redirects are the caller's. */
function getOnce(
  url: URL,
  trusted: boolean,
  options: FetchOptions,
): Promise<Fetched & { location?: string }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(host) && !isPublicAddress(host))
    return Promise.reject(new AddressRefused(`${host} is not a public address`));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions = {
    host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers: options.headers,
    signal: options.signal,
    // A fresh connection each time: one kept from another host is never reused for this one.
    agent: false,
    ...(trusted ? {} : { lookup: publicLookup }),
  };
  return new Promise((done, fail) => {
    const req = request(requestOptions, (response: IncomingMessage) => {
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        return done({ status: response.statusCode!, body: Buffer.alloc(0), location });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) req.destroy(new Error('an answer over its size limit'));
        else chunks.push(chunk);
      });
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
      response.on('error', fail);
      response.on('aborted', () => fail(new Error('the answer was cut off')));
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * GETs `url` from a server on the internet, following up to MAX_REDIRECTS redirects itself. Every
 * host other than a trusted origin is resolved here and each of its addresses checked: nothing
 * loopback, private, link-local, unique-local, CGNAT, multicast or unspecified, in IPv4 or IPv6.
 */
export async function fetchPublic(url: string, options: FetchOptions): Promise<Fetched> {
  let at = new URL(url);
  for (let hop = 0; ; hop++) {
    if (at.protocol !== 'http:' && at.protocol !== 'https:')
      throw new AddressRefused(`a redirect to ${at.protocol}`);
    const answer = await getOnce(at, options.trusted.has(at.origin), options);
    if (answer.location === undefined) return answer;
    if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
    at = new URL(answer.location, at);
  }
}
