import { describe, expect, it } from 'vitest';
import { clickDestination, readClickToken, trackedLink } from './click-through';

const config = { clientUrl: 'https://app.example', publicUrl: 'https://api.example', appSecret: 'secret-a' };
const message = { channel: 'DIGEST' as const, ref: '2027-03-08', userId: '4f0c1b7e-2a4d-4c7e-9b1a-0c8e2d6f3a51' };

const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.slice('/go/'.length));

describe('tracked links', () => {
  it('carry a token naming the message, signed with APP_SECRET, and the page as a path of the app', () => {
    const link = trackedLink(config, message, 'https://app.example/paths/sql?x=1');
    expect(link).toMatch(/^https:\/\/api\.example\/go\//);
    expect(new URL(link).searchParams.get('to')).toBe('/paths/sql?x=1');
    expect(readClickToken(config.appSecret, tokenOf(link))).toEqual(message);
  });

  it('name no message when signed by another secret, altered, or malformed', () => {
    const token = tokenOf(trackedLink(config, message, 'https://app.example/review'));
    expect(readClickToken('secret-b', token)).toBeNull();
    expect(readClickToken(config.appSecret, token.replace('DIGEST', 'PUSH'))).toBeNull();
    expect(readClickToken(config.appSecret, token.replace(message.userId, crypto.randomUUID()))).toBeNull();
    for (const junk of ['', 'a.b.c.d', `${token}.extra`]) expect(readClickToken(config.appSecret, junk)).toBeNull();
  });

  it('land on a path of the app whatever they are given, never on another site', () => {
    expect(trackedLink(config, message, 'https://elsewhere.example/x')).toContain('to=%2F');
    expect(clickDestination(config, '/courses?q=sql')).toBe('https://app.example/courses?q=sql');
    for (const to of ['//evil.example/', '/\\evil.example', 'https://evil.example/', undefined, ['/a', '/b']]) {
      expect(clickDestination(config, to)).toBe('https://app.example/');
    }
  });
});
