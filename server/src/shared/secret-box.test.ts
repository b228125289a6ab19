import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('secrets at rest', () => {
  const appSecret = 'a'.repeat(48);

  it('seals a secret so that only the same APP_SECRET and purpose open it', () => {
    const sealed = sealSecret(appSecret, 'sso-client-secrets', 'acme-secret');
    expect(sealed).not.toContain('acme-secret');
    expect(sealSecret(appSecret, 'sso-client-secrets', 'acme-secret')).not.toBe(sealed);
    expect(openSecret(appSecret, 'sso-client-secrets', sealed)).toBe('acme-secret');
    expect(() => openSecret('b'.repeat(48), 'sso-client-secrets', sealed)).toThrow();
    expect(() => openSecret(appSecret, 'webhook-signing-secrets', sealed)).toThrow();
  });

  it('refuses a sealed value that was altered', () => {
    const [iv, tag, data] = sealSecret(appSecret, 'webhook-signing-secrets', 'whsec_abc').split('.');
    const flipped = `${data?.[0] === 'A' ? 'B' : 'A'}${data?.slice(1)}`;
    expect(() => openSecret(appSecret, 'webhook-signing-secrets', [iv, tag, flipped].join('.'))).toThrow();
  });
});
