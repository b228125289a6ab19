import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FakeXHR, installFakeXhr } from '../../test/fakeXhr';
import { jsonLink } from './jsonLink';
import { UploadLink, type UploadProgress } from './uploadLink';
import { uploadWhenFiles } from './uploadWhenFiles';

const REGISTER = parse(`
  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { message }
  }
`);

const TWO_FILES = parse(`
  mutation TwoFilesMutation($first: Upload, $second: Upload, $more: [Upload]) {
    first: upload(file: $first) { id }
    second: upload(file: $second, more: $more) { id }
  }
`);

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

function run(
  link: ApolloLink,
  variables: Record<string, unknown>,
  context: Record<string, unknown> = {},
  query = REGISTER,
) {
  return ApolloLink.execute(link, { query, variables, context }, { client });
}

const lastXhr = () => {
  const xhr = FakeXHR.instances.at(-1);
  if (!xhr) throw new Error('no XHR was created');
  return xhr;
};

installFakeXhr();

describe('UploadLink', () => {
  it('sends a GraphQL multipart request with the preflight header and reports upload progress', async () => {
    const avatar = new File(['avatar-bytes'], 'me.png', { type: 'image/png' });
    const progress: UploadProgress[] = [];
    const link = new UploadLink({ uri: '/graphql' });
    const result = firstValueFrom(
      run(
        link,
        { input: { fullName: 'Ada Lovelace' }, avatar },
        { upload: { onProgress: (p: UploadProgress) => progress.push(p) } },
      ),
    );

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.headers['apollo-require-preflight']).toBe('true');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.headers.accept).toContain('application/graphql-response+json');

    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '1']);
    const operations = JSON.parse(String(body.get('operations')));
    expect(operations.operationName).toBe('RegisterMutation');
    expect(operations.query).toContain('mutation RegisterMutation');
    expect(operations.variables).toEqual({ input: { fullName: 'Ada Lovelace' }, avatar: null });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 1: ['variables.avatar'] });
    const sent = body.get('1') as File;
    expect(sent.name).toBe('me.png');
    expect(await sent.text()).toBe('avatar-bytes');

    xhr.progress(256, 1024);
    xhr.progress(1024, 1024);
    expect(progress).toEqual([
      { loaded: 256, total: 1024, percent: 25 },
      { loaded: 1024, total: 1024, percent: 100 },
    ]);

    xhr.respond({ data: { register: { message: 'Account created successfully' } } });
    await expect(result).resolves.toEqual({ data: { register: { message: 'Account created successfully' } } });
  });

  it('sends operations, map, then each file once, in the order the operation uses them (its variables)', async () => {
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new Blob(['b']);
    const result = firstValueFrom(run(new UploadLink(), { first, second, more: [second] }, {}, TWO_FILES));
    const body = lastXhr().body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '1', '2']);
    expect(JSON.parse(String(body.get('map')))).toEqual({
      1: ['variables.first'],
      2: ['variables.second', 'variables.more.0'],
    });
    expect(JSON.parse(String(body.get('operations'))).variables).toEqual({ first: null, second: null, more: [null] });
    expect(await (body.get('1') as File).text()).toBe('a');
    expect(await (body.get('2') as File).text()).toBe('b');
    lastXhr().respond({ data: { first: { id: '1' }, second: { id: '2' } } });
    await expect(result).resolves.toEqual({ data: { first: { id: '1' }, second: { id: '2' } } });
  });

  it('cancels the request when the AbortSignal fires', async () => {
    const controller = new AbortController();
    const link = new UploadLink();
    const result = firstValueFrom(run(link, { avatar: new Blob(['x']) }, { upload: { signal: controller.signal } }));
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the AbortSignal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = firstValueFrom(
      run(new UploadLink(), { avatar: new Blob(['x']) }, { upload: { signal: controller.signal } }),
    );
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('passes GraphQL errors through even with an error status, so their messages reach the user', async () => {
    const result = firstValueFrom(run(new UploadLink(), { avatar: new Blob(['x']) }));
    // Apollo Server answers the accept header the link sends with this type, whose error statuses carry GraphQL errors.
    lastXhr().responseHeaders = 'content-type: application/graphql-response+json; charset=utf-8';
    lastXhr().respond({ errors: [{ message: 'Please fill all the details' }] }, 400);
    await expect(result).resolves.toEqual({ errors: [{ message: 'Please fill all the details' }] });
  });

  it('fails with a ServerError on a non-GraphQL error response', async () => {
    const result = firstValueFrom(run(new UploadLink(), { avatar: new Blob(['x']) }));
    lastXhr().respond('Payload Too Large', 413);
    const error = await result.catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(413);
  });

  it("leaves file-free operations to the app's terminating link: a JSON POST over fetch, no preflight header", async () => {
    const fetch = vi.fn(async (_uri: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: { register: { message: 'ok' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const link = ApolloLink.from([uploadWhenFiles({}), jsonLink({ uri: '/graphql', credentials: 'same-origin' })]);
    await expect(firstValueFrom(run(link, { input: { fullName: 'Ada' } }))).resolves.toEqual({
      data: { register: { message: 'ok' } },
    });
    expect(FakeXHR.instances).toHaveLength(0);
    const [uri, init] = fetch.mock.calls[0] ?? [];
    expect(uri).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('apollo-require-preflight');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      operationName: 'RegisterMutation',
      variables: { input: { fullName: 'Ada' } },
    });
  });

  it('loads the upload link with the first operation that holds a file, and sends it as a multipart request', async () => {
    const next = vi.fn();
    const terminating = new ApolloLink(() => {
      next();
      return new Observable((observer) => observer.next({ data: {} }));
    });
    const link = ApolloLink.from([uploadWhenFiles({ uri: '/graphql' }), terminating]);
    const result = firstValueFrom(run(link, { input: { fullName: 'Ada' }, avatar: new Blob(['x']) }));
    await vi.waitFor(() => expect(FakeXHR.instances).toHaveLength(1));
    expect(lastXhr().headers['apollo-require-preflight']).toBe('true');
    expect([...(lastXhr().body as FormData).keys()]).toEqual(['operations', 'map', '1']);
    lastXhr().respond({ data: { register: { message: 'Account created successfully' } } });
    await expect(result).resolves.toEqual({ data: { register: { message: 'Account created successfully' } } });
    expect(next).not.toHaveBeenCalled();
  });

  it('forwards operations without files to the next link and creates no XHR', async () => {
    const terminating = new ApolloLink(
      () => new Observable((observer) => observer.next({ data: { forwarded: true } })),
    );
    const result = await firstValueFrom(run(ApolloLink.from([new UploadLink(), terminating]), { input: {} }));
    expect(result).toEqual({ data: { forwarded: true } });
    expect(FakeXHR.instances).toHaveLength(0);
  });
});
