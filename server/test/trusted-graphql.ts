import manifest from '@coursehub/client/src/gql/persisted-documents.json' with { type: 'json' };
import type { ApiScope } from '@coursehub/shared';
import { type Credentials, type GqlResponse, gql } from './graphql-client';
import type { TestApp } from './harness';

/** One request to /graphql as JSON, with the answer's exact bytes (the fast path's are Apollo's, byte for byte). */
export async function postGraphql<T = Record<string, unknown>>(
  app: TestApp,
  body: Record<string, unknown>,
  { token, cookie }: Credentials = {},
): Promise<GqlResponse<T> & { text: string }> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = JSON.parse(text) as { data?: T; errors?: GqlResponse['errors'] };
  return { status: response.status, data: parsed.data, errors: parsed.errors, headers: response.headers, text };
}

/** The hash and text of the client's document that defines `operationName` (client/src/gql/persisted-documents.json). */
export function trustedDocument(operationName: string) {
  const entry = Object.entries(manifest as Record<string, string>).find(([, text]) =>
    new RegExp(`\\bquery ${operationName}\\b`).test(text),
  );
  if (!entry) throw new Error(`no client document defines ${operationName}`);
  const [hash, text] = entry;
  return { hash, text, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
}

const CREATE_KEY = `mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`;

/** A fresh API key with these scopes, created by the ADMIN whose token is given. */
export async function apiKeyWith(app: TestApp, adminToken: string, scopes: ApiScope[]) {
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const created = await gql<{ createApiKey: { key: string } }>(
    app,
    CREATE_KEY,
    { input: { name: `Key ${scopes.join(' ')}`, scopes, expiresAt } },
    { token: adminToken },
  );
  if (!created.data) throw new Error(`createApiKey failed: ${JSON.stringify(created.errors)}`);
  return created.data.createApiKey.key;
}
