import type { ApiScope } from '@coursehub/shared';
import { expect } from 'vitest';
import { createUser } from './factories';
import { gql } from './graphql-client';
import type { TestApp } from './harness';

export const CREATE = `mutation CreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key apiKey { id name prefix scopes createdAt expiresAt revokedAt lastUsedAt } }
}`;
export const COURSES = 'query Courses { courses { edges { node { id title } } } }';

export interface ListedKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdByName: string;
  creatorAccountClosed: boolean;
}

export const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

export async function adminToken(app: TestApp) {
  return (await createUser(app, { role: 'ADMIN' })).token;
}

/** A key as an ADMIN makes it through the API (api-keys and api-rate-limits tests): its secret and its row. */
export async function createKey(app: TestApp, token: string, scopes: ApiScope[], name = 'Partner site') {
  const response = await gql<{ createApiKey: { key: string; apiKey: ListedKey } }>(
    app,
    CREATE,
    { input: { name, scopes, expiresAt: inDays(30) } },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createApiKey;
}
