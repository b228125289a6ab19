import { describe, expect, it } from 'vitest';
import { productionEnv } from '../../../test/production-env';
import { loadConfig } from '../../config';

const acme = {
  id: 'acme',
  name: 'Acme Workspace',
  issuer: 'https://accounts.acme.test',
  clientId: 'coursehub',
  clientSecret: 'acme-secret',
};
const withProviders = (value: unknown, env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: '/tmp' }) =>
  loadConfig({ ...env, OIDC_PROVIDERS: typeof value === 'string' ? value : JSON.stringify(value) });

describe('OIDC_PROVIDERS', () => {
  it('reads providers, lower-casing their domains and defaulting the lists to none', () => {
    const [provider] = withProviders([{ ...acme, allowedDomains: ['Acme.TEST'] }]).oidcProviders;
    expect(provider).toEqual({ ...acme, allowedDomains: ['acme.test'], disablePasswordForDomains: [] });
  });

  it('is empty when unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp' }).oidcProviders).toEqual([]);
  });

  it('stops the start with the reason for a malformed value', () => {
    expect(() => withProviders('[{')).toThrow('OIDC_PROVIDERS: not JSON');
    expect(() => withProviders([{ ...acme, id: 'Acme Corp' }])).toThrow('OIDC_PROVIDERS.0.id');
    expect(() => withProviders([{ ...acme, issuer: 'ftp://acme.test' }])).toThrow('OIDC_PROVIDERS.0.issuer');
    expect(() => withProviders([{ ...acme, allowedDomains: ['not a domain'] }])).toThrow(
      'OIDC_PROVIDERS.0.allowedDomains.0: must be a domain such as example.com',
    );
    expect(() => withProviders([acme, acme])).toThrow('the id "acme" is used twice');
  });

  it('refuses plain-http issuers in production', () => {
    // Nothing connects to it: the configuration is only read.
    const production = { ...productionEnv(), DATABASE_URL: 'postgres://coursehub@127.0.0.1:9/coursehub' };
    const local = { ...acme, issuer: 'http://127.0.0.1:9000' };
    expect(() => withProviders([local], production)).toThrow('every issuer must be an https:// URL');
    expect(withProviders([acme], production).oidcProviders).toHaveLength(1);
  });
});
