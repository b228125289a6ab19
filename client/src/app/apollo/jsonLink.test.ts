import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLink } from './jsonLink';

const COURSE = parse('query CourseQuery($id: ID!) { course(id: $id) { id } }');
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const link = jsonLink({ uri: '/graphql', credentials: 'same-origin' });

const run = (variables: Record<string, unknown>, context: Record<string, unknown> = {}) =>
  ApolloLink.execute(link, { query: COURSE, variables, context }, { client });

function answering(response: (init?: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => response(init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('jsonLink', () => {
  it("sends the operation as JSON with the context's headers, leaving out variables the document does not use", async () => {
    const fetch = answering(() => Response.json({ data: { course: { id: 'c1' } } }));
    const result = await firstValueFrom(run({ id: 'c1', unused: 1 }, { headers: { 'x-trace': 'abc' } }));
    expect(result).toEqual({ data: { course: { id: 'c1' } } });
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.headers).toMatchObject({ 'x-trace': 'abc', accept: expect.stringContaining('application/json') });
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'CourseQuery', variables: { id: 'c1' } });
  });

  it('passes GraphQL errors through even with an error status, so their messages reach the user', async () => {
    answering(
      () =>
        new Response(JSON.stringify({ errors: [{ message: 'Course not found' }] }), {
          status: 400,
          headers: { 'content-type': 'application/graphql-response+json' },
        }),
    );
    await expect(firstValueFrom(run({ id: 'gone' }))).resolves.toEqual({ errors: [{ message: 'Course not found' }] });
  });

  it('fails with a ServerError on a non-GraphQL error response', async () => {
    answering(() => new Response('Bad gateway', { status: 502 }));
    const error = await firstValueFrom(run({ id: 'c1' })).catch((caught: unknown) => caught);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(502);
  });

  it('aborts the request when the operation is unsubscribed, and when the caller’s signal fires', async () => {
    const signals: AbortSignal[] = [];
    answering((init) => {
      signals.push(init?.signal as AbortSignal);
      return new Promise<Response>(() => undefined);
    });
    run({ id: 'c1' })
      .subscribe({ error: () => undefined })
      .unsubscribe();
    expect(signals[0]?.aborted).toBe(true);

    const controller = new AbortController();
    run({ id: 'c1' }, { fetchOptions: { signal: controller.signal } }).subscribe({ error: () => undefined });
    expect(signals[1]?.aborted).toBe(false);
    controller.abort();
    expect(signals[1]?.aborted).toBe(true);
  });
});
