import { describe, expect, it } from 'vitest';
import { checkoutReturnBase } from './checkout-return';

const config = {
  publicUrl: 'https://api.example',
  clientUrl: 'https://app.example/learn',
  corsOrigins: ['https://partner.example'],
  production: false,
};

describe('checkoutReturnBase', () => {
  it('keeps our own origins, CLIENT_URL with its path', () => {
    expect(checkoutReturnBase(config, 'https://app.example')).toBe('https://app.example/learn');
    expect(checkoutReturnBase(config, 'https://api.example')).toBe('https://api.example');
    expect(checkoutReturnBase(config, 'https://partner.example')).toBe('https://partner.example');
  });

  it('takes a loopback origin outside production only', () => {
    for (const origin of [
      'http://localhost:5173',
      'http://app.localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:5173',
    ]) {
      expect(checkoutReturnBase(config, origin)).toBe(origin);
      expect(checkoutReturnBase({ ...config, production: true }, origin)).toBe(config.clientUrl);
    }
  });

  it('falls back to CLIENT_URL for any other origin, a malformed one or none', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'null',
      'javascript:alert(1)',
      'https://partner.example/path',
      undefined,
    ]) {
      expect(checkoutReturnBase(config, origin)).toBe(config.clientUrl);
    }
  });
});
