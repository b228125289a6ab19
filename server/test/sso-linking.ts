import type { GqlResponse } from './graphql-client';
import type { TestApp } from './harness';
import { appRequest, type CookieJar, loginAtProvider } from './oidc-test-provider';

const START_LINK = 'mutation StartSsoLink($providerId: ID!) { startSsoLink(providerId: $providerId) }';

/**
 * Security's "Connect" in a browser: the startSsoLink mutation with the jar's session, whose answer sets the flow's
 * state cookie in the jar. `headers`: what the browser adds (Origin, Sec-Fetch-Site).
 */
export async function startSsoLink(
  app: Pick<TestApp, 'url'>,
  jar: CookieJar,
  providerId: string,
  headers: Record<string, string> = {},
): Promise<GqlResponse<{ startSsoLink: string }>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header(), ...headers },
    body: JSON.stringify({ query: START_LINK, variables: { providerId } }),
  });
  jar.store(response);
  const body = (await response.json()) as Omit<GqlResponse<{ startSsoLink: string }>, 'status' | 'headers'>;
  return { ...body, status: response.status, headers: response.headers };
}

/**
 * Connects the provider identity `login` to the jar's account as the browser does: the mutation, the provider's login,
 * then the app's callback. Answers where the callback sends the browser (`/user/profile?sso=linked` once linked).
 */
export async function connectThroughProvider(
  app: Pick<TestApp, 'url'>,
  jar: CookieJar,
  providerId: string,
  login: string,
  publicUrl: string,
): Promise<string> {
  const started = await startSsoLink(app, jar, providerId);
  if (!started.data?.startSsoLink) throw new Error(`startSsoLink failed: ${JSON.stringify(started.errors)}`);
  const back = await loginAtProvider(started.data.startSsoLink, login, publicUrl);
  const callback = await appRequest(`${app.url}${back.pathname}${back.search}`, jar);
  return callback.headers.get('location') ?? '';
}
