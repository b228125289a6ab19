import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Who a login at the test provider is: by default the login itself is the email, verified. */
export interface TestIdentity {
  email: string;
  emailVerified: boolean;
  name?: string;
}

export const TEST_CLIENT = { clientId: 'coursehub-test', clientSecret: 'coursehub-test-secret-0123456789' };

/**
 * The app's PUBLIC_URL in the SSO suites: the provider sends the browser back there, and a test replays that callback
 * on the app's real address with the browser's cookies.
 */
export const SSO_PUBLIC_URL = 'http://127.0.0.1:4000';

/** The callback address the app gives a provider, as the test provider must have it registered. */
export const ssoCallback = (providerId: string) => `${SSO_PUBLIC_URL}/auth/sso/${providerId}/callback`;

/** An app's settings for signing in through the test provider, configured as "Acme ID" (id `acme`). */
export const acmeSsoSettings = (provider: { issuer: string }) => ({
  PUBLIC_URL: SSO_PUBLIC_URL,
  OIDC_PROVIDERS: JSON.stringify([{ id: 'acme', name: 'Acme ID', issuer: provider.issuer, ...TEST_CLIENT }]),
});

/**
 * A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 and a random port, with one confidential client
 * and its development login form (any login, any password). `identities` says who a login is.
 */
export async function startOidcTestProvider(redirectUris: string[]) {
  const identities = new Map<string, TestIdentity>();
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-provider-cookies'] },
    // Lifetimes set, so the provider does not warn that its defaults were used.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    // The test client is first-party: its scopes are granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount(_ctx, accountId) {
      const identity = identities.get(accountId) ?? { email: accountId, emailVerified: true };
      return {
        accountId,
        claims: () => ({
          sub: `sub-${accountId}`,
          email: identity.email,
          email_verified: identity.emailVerified,
          ...(identity.name && { name: identity.name }),
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    identities,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A browser's cookies, by name (paths ignored: the flows here never repeat a name across paths that matter). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const manual = async (url: string | URL, jar: CookieJar, init: RequestInit = {}) => {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...init.headers, cookie: jar.header() },
  });
  jar.store(response);
  return response;
};

/**
 * What a browser does at the provider: follows its redirects and fills its login form with `login`, until the
 * provider sends it back to `publicUrl` (the app's callback). Returns that callback URL.
 */
export async function loginAtProvider(authorizationUrl: string, login: string, publicUrl: string) {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  for (let step = 0; step < 10; step += 1) {
    if (url.href.startsWith(publicUrl)) return url;
    let response = await manual(url, jar);
    if (response.status === 200) {
      const action = /<form[^>]*action="([^"]+)"/.exec(await response.text())?.[1];
      if (!action) throw new Error(`no login form at ${url.href}`);
      const body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
      response = await manual(new URL(action.replaceAll('&amp;', '&'), url), jar, { method: 'POST', body });
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.href} without a redirect`);
    url = new URL(location, url);
  }
  throw new Error('the provider never redirected back to the app');
}

/** Follows one request of the app without following its redirect; the jar keeps the cookies it sets. */
export const appRequest = manual;
