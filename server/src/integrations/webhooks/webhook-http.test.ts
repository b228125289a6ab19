import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './webhook-delivery.job';
import { checkedAddress, MAX_RESPONSE_BYTES, postWebhook, refusalOf, type TargetPolicy } from './webhook-http';

const production: TargetPolicy = {
  allowLoopback: false,
  requireHttps: true,
  ownHosts: ['coursehub.test'],
  timeoutMs: 2000,
};
const development: TargetPolicy = { ...production, allowLoopback: true, requireHttps: false };

describe('where a webhook may be sent (SSRF)', () => {
  it.each([
    ['10.1.2.3', 'a private or reserved address'],
    ['172.20.0.1', 'a private or reserved address'],
    ['192.168.1.10', 'a private or reserved address'],
    ['169.254.169.254', 'a private or reserved address'],
    ['100.64.0.1', 'a private or reserved address'],
    ['0.0.0.0', 'a private or reserved address'],
    ['fd00::1', 'a private or reserved address'],
    ['fe80::1', 'a private or reserved address'],
    ['::ffff:10.0.0.1', 'a private or reserved address'],
    ['127.0.0.1', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
  ])('refuses %s in production: %s', (address, reason) => {
    expect(refusalOf(address, production)).toBe(reason);
  });

  it.each([
    ['192.88.99.1', 'the deprecated 6to4 relay anycast'],
    ['198.18.0.1', 'benchmarking'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'the unspecified address'],
    ['::ffff:a00:1', 'a private IPv4 address mapped, as a URL writes it'],
    ['::10.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::10.0.0.1', 'NAT64 of a private IPv4 address'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the cloud metadata address'],
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['100::1', 'discard-only'],
    ['100:0:0:1::1', 'the dummy prefix'],
    ['2001::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2002:a00:1::1', '6to4 of a private IPv4 address'],
    ['2002:c0a8:10a::', '6to4 of a private IPv4 address'],
    ['2620:4f:8000::1', 'AS112'],
    ['5f00::1', 'SRv6'],
    ['fc00::1', 'unique local'],
    ['fec0::1', 'site-local'],
    ['fe80::1%eth0', 'link-local with its interface'],
    ['ff02::1', 'multicast'],
  ])('refuses %s (%s)', (address) => {
    expect(refusalOf(address, development)).toBe('a private or reserved address');
  });

  it('judges an IPv4 address carried in IPv6 by that address', () => {
    expect(refusalOf('64:ff9b::808:808', production)).toBeNull();
    expect(refusalOf('2002:808:808::1', production)).toBeNull();
    expect(refusalOf('::ffff:7f00:1', production)).toBe('a loopback address');
  });

  it('allows public addresses, and loopback only where allowed', () => {
    expect(refusalOf('93.184.216.34', production)).toBeNull();
    expect(refusalOf('2606:2800:220:1::1', production)).toBeNull();
    expect(refusalOf('127.0.0.1', development)).toBeNull();
    expect(refusalOf('10.0.0.1', development)).toBe('a private or reserved address');
  });

  it('resolves the host name at delivery time and checks every address it has', async () => {
    await expect(checkedAddress(new URL('https://localhost/hook'), production)).rejects.toThrow(
      /localhost resolves to a loopback address/,
    );
    await expect(checkedAddress(new URL('http://localhost/hook'), development)).resolves.toMatch(
      /^(127\.0\.0\.1|::1)$/,
    );
    await expect(checkedAddress(new URL('http://93.184.216.34/hook'), production)).rejects.toThrow(
      'the URL must use https',
    );
    await expect(checkedAddress(new URL('https://[::1]/hook'), production)).rejects.toThrow(/loopback/);
    await expect(checkedAddress(new URL('https://coursehub.test/hook'), production)).rejects.toThrow(
      /does not resolve|platform itself/,
    );
  });
});

describe('one attempt over HTTP', () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.url ?? '');
      request.resume();
      if (request.url === '/huge') {
        // 1 MB: only the first 64 kB are read.
        response.writeHead(200);
        response.end(Buffer.alloc(1024 * 1024, 'x'));
        return;
      }
      response.writeHead(301, { location: '/moved' }).end('moved');
    });
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads at most 64 kB of the answer', async () => {
    const outcome = await postWebhook(new URL(`${base}/huge`), {}, '{}', development);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toHaveLength(MAX_RESPONSE_BYTES);
  });

  it('does not follow redirects, and sends nothing to a refused address', async () => {
    seen.length = 0;
    expect(await postWebhook(new URL(`${base}/old`), {}, '{}', development)).toMatchObject({ status: 301 });
    expect(seen).toEqual(['/old']);
    const refused = await postWebhook(new URL(`${base}/old`), {}, '{}', { ...development, allowLoopback: false });
    expect(refused).toMatchObject({ status: null, error: expect.stringMatching(/^Refused: .*loopback/) });
    expect(seen).toEqual(['/old']);
  });
});

describe('the retry schedule', () => {
  it('doubles from 30 s up to 12 h, with ±20 % jitter', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, () => 0.5))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30, () => 0.5)).toBe(12 * 3600);
    expect(retryDelaySeconds(1, () => 0)).toBe(24);
    expect(retryDelaySeconds(1, () => 1)).toBe(36);
    // Attempts within 3 days: the sum of the delays stays within the window for about 17 attempts.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed + retryDelaySeconds(attempts + 1, () => 0.5) <= 3 * 24 * 3600) {
      attempts += 1;
      elapsed += retryDelaySeconds(attempts, () => 0.5);
    }
    expect(attempts).toBeGreaterThanOrEqual(15);
    expect(attempts).toBeLessThanOrEqual(20);
  });
});
