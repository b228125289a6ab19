import { ApolloClient, ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDashboardQuery } from '../../features/admin/documents';
import { CourseCategoriesQuery } from '../../features/catalog/courses/documents';
import manifest from '../../gql/persisted-documents.json';
import { createCache } from './client';
import { jsonLink } from './jsonLink';
import { trustedDocumentLink, trustedHashOf } from './trustedDocumentLink';

type Answer = { status?: number; body: unknown };

/** A client with the app's cache and links, over a fetch that records each request body and gives the next answer. */
function clientAnswering(...answers: Answer[]) {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    // Unanswered requests fail: nothing is written to the cache, whatever the document's shape.
    const { status = 200, body } = answers.shift() ?? { body: { errors: [{ message: 'Not answered' }] } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const link = ApolloLink.from([trustedDocumentLink(), jsonLink({ uri: '/graphql', credentials: 'same-origin' })]);
  return { client: new ApolloClient({ cache: createCache(), link }), sent };
}

const notFound = {
  status: 200,
  body: { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trustedDocumentLink', () => {
  it("sends the app's document as its manifest hash, without the text", async () => {
    const { client, sent } = clientAnswering({ body: { data: { categories: ['Design'] } } });
    const { data } = await client.query({ query: CourseCategoriesQuery });
    expect(data?.categories).toEqual(['Design']);
    const hash = trustedHashOf(CourseCategoriesQuery);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(manifest)).toContain(hash);
    expect(sent).toEqual([
      {
        operationName: 'CourseCategoriesQuery',
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      },
    ]);
  });

  it('keeps the hash through the cache’s document transforms (`__typename` added, `@unmask` removed)', async () => {
    const { client, sent } = clientAnswering();
    await client.query({ query: AdminDashboardQuery, variables: { year: 2026 } }).catch(() => undefined);
    expect(sent[0]).not.toHaveProperty('query');
    expect(sent[0]?.extensions).toEqual({
      persistedQuery: { version: 1, sha256Hash: trustedHashOf(AdminDashboardQuery) },
    });
  });

  it('sends a document that is none of the app’s as text', async () => {
    const { client, sent } = clientAnswering({ body: { data: { categories: [] } } });
    await client.query({ query: parse('query Other { categories }') });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toContain('query Other');
    expect(sent[0]).not.toHaveProperty('extensions.persistedQuery');
  });

  it('falls back to the text, without the hash, for the rest of the page once the server does not know a hash', async () => {
    const { client, sent } = clientAnswering(notFound, { body: { data: { categories: ['Design'] } } });
    const { data } = await client.query({ query: CourseCategoriesQuery });
    expect(data?.categories).toEqual(['Design']);
    expect(sent[0]).not.toHaveProperty('query');
    expect(sent[1]?.query).toContain('query CourseCategoriesQuery');
    expect(sent[1]).not.toHaveProperty('extensions.persistedQuery');
    await client.query({ query: AdminDashboardQuery, variables: { year: 2026 } }).catch(() => undefined);
    expect(sent[2]?.query).toContain('query AdminDashboardQuery');
    expect(sent[2]).not.toHaveProperty('extensions.persistedQuery');
  });
});
