import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { ResolvedProvider } from './sso-providers.service';

/** The claims the sign-in reads, from the ID token and, where it lacks the email, the userinfo endpoint. */
export interface IdentityClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export const SSO_SCOPE = 'openid email profile';

export const callbackUrl = (config: Config, providerId: string) =>
  `${config.publicUrl}/auth/sso/${encodeURIComponent(providerId)}/callback`;

/**
 * Discovered issuer metadata, one per provider settings (a changed secret or issuer discovers again). A failed
 * discovery is forgotten so the next sign-in tries again.
 */
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(config: Config, provider: ResolvedProvider): Promise<oidc.Configuration> {
  const secretDigest = createHash('sha256').update(provider.clientSecret).digest('base64url');
  const key = [provider.id, provider.issuer, provider.clientId, secretDigest].join('\n');
  let configuration = discovered.get(key);
  if (!configuration) {
    // Plain http issuers only outside production (a provider on 127.0.0.1 in development and tests).
    const insecure = !config.production && provider.issuer.startsWith('http://');
    configuration = oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration;
}

/** What a sign-in keeps server-side until its callback. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizationUrl(config: Config, provider: ResolvedProvider) {
  const configuration = await configurationOf(config, provider);
  const secrets: FlowSecrets = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(config, provider.id),
    scope: SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    state: secrets.state,
    nonce: secrets.nonce,
  });
  return { url, secrets };
}

/**
 * Exchanges the code (PKCE verifier, state and nonce checked by openid-client) and reads who signed in. `query` is the
 * callback's query string; the URL is rebuilt on PUBLIC_URL so the redirect_uri matches the one sent.
 */
export async function exchangeCode(
  config: Config,
  provider: ResolvedProvider,
  query: string,
  secrets: FlowSecrets,
): Promise<IdentityClaims> {
  const configuration = await configurationOf(config, provider);
  const current = new URL(`${callbackUrl(config, provider.id)}?${query}`);
  const tokens = await oidc.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider answered no ID token');
  // Providers that follow OpenID Connect's default put scope claims in the userinfo answer only.
  const claims =
    typeof idToken.email === 'string'
      ? idToken
      : { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : null,
  };
}
