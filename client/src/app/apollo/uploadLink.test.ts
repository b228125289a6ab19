import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMultipartBody, extractFiles, UploadLink, type UploadProgress } from './uploadLink';

/**
 * jsdom's XMLHttpRequest would really try to send; these tests swap in a fake XHR that records what the link does
 * (open, headers, body) and lets the test drive upload progress, the response and aborts.
 */
class FakeXHR {
  static instances: FakeXHR[] = [];
  static readonly DONE = 4;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  responseHeaders = 'content-type: application/json';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXHR.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.readyState = FakeXHR.DONE;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.readyState = FakeXHR.DONE;
    this.onload?.();
  }
}

const REGISTER = parse(`
  mutation RegisterMutation($input: RegisterInput!, $avatar: Upload) {
    register(input: $input, avatar: $avatar) { message }
  }
`);

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

function run(link: ApolloLink, variables: Record<string, unknown>, context: Record<string, unknown> = {}) {
  return ApolloLink.execute(link, { query: REGISTER, variables, context }, { client });
}

const lastXhr = () => {
  const xhr = FakeXHR.instances.at(-1);
  if (!xhr) throw new Error('no XHR was created');
  return xhr;
};

beforeEach(() => {
  FakeXHR.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXHR);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('extractFiles', () => {
  it('replaces files by null and records every path, sending a reused file once', () => {
    const avatar = new File(['a'], 'a.png', { type: 'image/png' });
    const other = new Blob(['b']);
    const { clone, files } = extractFiles({ input: { name: 'x' }, avatar, list: [other, avatar] });
    expect(clone).toEqual({ input: { name: 'x' }, avatar: null, list: [null, null] });
    expect([...files.entries()]).toEqual([
      [avatar, ['variables.avatar', 'variables.list.1']],
      [other, ['variables.list.0']],
    ]);
  });

  it('leaves file-free variables untouched', () => {
    expect(extractFiles({ a: 1, b: ['x'] }).files.size).toBe(0);
  });
});

describe('buildMultipartBody', () => {
  it('orders the parts operations, map, then files', () => {
    const file = new File(['a'], 'a.png', { type: 'image/png' });
    const form = buildMultipartBody({ query: '{ x }', variables: { f: null } }, new Map([[file, ['variables.f']]]));
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.f'] });
  });
});

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

    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(body.get('operations')));
    expect(operations.operationName).toBe('RegisterMutation');
    expect(operations.query).toContain('mutation RegisterMutation');
    expect(operations.variables).toEqual({ input: { fullName: 'Ada Lovelace' }, avatar: null });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.avatar'] });
    const sent = body.get('0') as File;
    expect(sent.name).toBe('me.png');
    expect(await sent.text()).toBe('avatar-bytes');

    xhr.progress(256, 1024);
    xhr.progress(1024, 1024);
    expect(progress).toEqual([
      { loaded: 256, total: 1024, percent: 25 },
      { loaded: 1024, total: 1024, percent: 100 },
    ]);

    xhr.respond(200, { data: { register: { message: 'Account created successfully' } } });
    await expect(result).resolves.toEqual({ data: { register: { message: 'Account created successfully' } } });
  });

  it('cancels the request when the AbortSignal fires', async () => {
    const controller = new AbortController();
    const link = new UploadLink();
    const result = firstValueFrom(run(link, { avatar: new Blob(['x']) }, { upload: { signal: controller.signal } }));
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes GraphQL errors through even with an error status, so their messages reach the user', async () => {
    const result = firstValueFrom(run(new UploadLink(), { avatar: new Blob(['x']) }));
    lastXhr().respond(400, { errors: [{ message: 'Please fill all the details' }] });
    await expect(result).resolves.toEqual({ errors: [{ message: 'Please fill all the details' }] });
  });

  it('fails with a ServerError on a non-GraphQL error response', async () => {
    const result = firstValueFrom(run(new UploadLink(), { avatar: new Blob(['x']) }));
    lastXhr().respond(413, 'Payload Too Large');
    const error = await result.catch((e: unknown) => e);
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(413);
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
