import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { reachOf } from './special-purpose-addresses';

/** What an outbound request may be aimed at (config.webhooks, plus the platform's own host names). */
export interface TargetPolicy {
  allowLoopback: boolean;
  requireHttps: boolean;
  /** Host names of the platform itself (PUBLIC_URL's): refused by name, and by every address they resolve to. */
  ownHosts: readonly string[];
  timeoutMs: number;
}

/** The most of a response body read; the rest is never downloaded (a receiver cannot make a worker hold gigabytes). */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export class RefusedTargetError extends Error {}

/** The host name has no address now: refused at delivery, though a name may be given one after it was saved. */
export class UnresolvedHostError extends RefusedTargetError {}

/** Why an address may not be sent to, or null when it may. */
export function refusalOf(address: string, policy: Pick<TargetPolicy, 'allowLoopback'>): string | null {
  const reach = reachOf(address);
  if (reach === 'loopback') return policy.allowLoopback ? null : 'a loopback address';
  if (reach === 'non-public') return 'a private or reserved address';
  return null;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}

/**
 * Resolves the URL's host now (at delivery time, so a DNS change after registration cannot slip through) and checks
 * every address it has; the request then connects to the checked address only (no second lookup to rebind).
 * Throws RefusedTargetError saying why.
 */
export async function checkedAddress(url: URL, policy: TargetPolicy): Promise<string> {
  if (url.protocol !== 'https:' && (policy.requireHttps || url.protocol !== 'http:')) {
    throw new RefusedTargetError(policy.requireHttps ? 'the URL must use https' : 'the URL must use http or https');
  }
  const host = bareHost(url);
  const addresses = await addressesOf(host).catch(() => {
    throw new UnresolvedHostError(`the host name ${host} does not resolve`);
  });
  // Loopback allowed (development) is the developer's own machine, where the platform also runs: allowed as a whole.
  const loopbackAllowed = (address: string) => policy.allowLoopback && reachOf(address) === 'loopback';
  if (policy.ownHosts.includes(host) && !addresses.every(loopbackAllowed)) {
    throw new RefusedTargetError('the URL points at the platform itself');
  }
  const own = new Set((await Promise.all(policy.ownHosts.map((name) => addressesOf(name).catch(() => [])))).flat());
  for (const address of addresses) {
    if (own.has(address) && !loopbackAllowed(address)) {
      throw new RefusedTargetError('the URL points at the platform itself');
    }
    const refusal = refusalOf(address, policy);
    if (refusal && isIP(host)) throw new RefusedTargetError(`${host} is ${refusal}`);
    if (refusal) throw new RefusedTargetError(`${host} resolves to ${refusal} (${address})`);
  }
  const [first] = addresses;
  if (!first) throw new UnresolvedHostError(`the host name ${host} does not resolve`);
  return first;
}

export interface AttemptOutcome {
  /** The response's status; null when none came (refused, timed out, connection failed). */
  status: number | null;
  /** The start of the response body as text (at most MAX_RESPONSE_BYTES read). */
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** Connects to `address` whatever the host name: the answer checkedAddress already judged. */
const pinnedLookup =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * POSTs one signed body. Redirects are not followed (a 3xx is a failed attempt, like any status outside 2xx), the
 * whole exchange is abandoned after `timeoutMs`, and at most MAX_RESPONSE_BYTES of the answer are read.
 */
export async function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  policy: TargetPolicy,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let address: string;
  try {
    address = await checkedAddress(url, policy);
  } catch (error) {
    if (!(error instanceof RefusedTargetError)) throw error;
    return { status: null, body: null, durationMs: elapsed(), error: `Refused: ${error.message}` };
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'CourseHub-Webhooks/1.0',
        },
        lookup: pinnedLookup(address),
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          resolve({
            status: response.statusCode ?? null,
            body: Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES).toString('utf8'),
            durationMs: elapsed(),
            error: null,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_RESPONSE_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', () => finish());
      },
    );
    request.on('error', (error) => {
      const timedOut = signal.aborted;
      resolve({
        status: null,
        body: null,
        durationMs: elapsed(),
        error: timedOut ? `Timed out after ${policy.timeoutMs / 1000} s` : error.message,
      });
    });
    request.end(body);
  });
}
