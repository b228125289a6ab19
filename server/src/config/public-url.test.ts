import { describe, expect, it } from 'vitest';
import { loadConfig } from '.';

const env = { NODE_ENV: 'test', DATA_DIR: '/tmp' } as const;

describe('the address the server prints and users reach it at', () => {
  it('is localhost when it listens on a loopback address, so passkeys work on the address it prints', () => {
    const config = loadConfig(env);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.clientUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...env, HOST: '::1', PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...env, HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:4000');
  });

  it('is the host it listens on otherwise, and PUBLIC_URL and CLIENT_URL when they are set', () => {
    expect(loadConfig({ ...env, HOST: 'learn.internal' }).publicUrl).toBe('http://learn.internal:4000');
    const set = loadConfig({ ...env, PUBLIC_URL: 'https://learn.example.com/', CLIENT_URL: 'http://localhost:5173' });
    expect(set.publicUrl).toBe('https://learn.example.com');
    expect(set.clientUrl).toBe('http://localhost:5173');
  });
});
