import { randomBytes } from 'node:crypto';
import type { Credentials, GqlResponse } from './graphql-client';
import type { TestApp } from './harness';

export interface StreamedUpload {
  query: string;
  variables: Record<string, unknown>;
  /** Dotted variable path of the one file, e.g. `variables.video`. */
  filePath: string;
  filename: string;
  /** The file's bytes, produced lazily: nothing is held beyond the chunk being sent. */
  chunks: AsyncIterable<Uint8Array>;
  credentials?: Credentials;
  signal?: AbortSignal;
}

/**
 * A GraphQL multipart request whose body is streamed from a generator (fetch with a
 * ReadableStream body and `duplex: 'half'`), the envelope built by hand, so files of any
 * size can be sent without the test holding them in memory.
 */
export async function streamUpload<T = Record<string, unknown>>(
  app: TestApp,
  upload: StreamedUpload,
): Promise<GqlResponse<T>> {
  const boundary = `----coursehub-${randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('operations', JSON.stringify({ query: upload.query, variables: upload.variables })) +
      field('map', JSON.stringify({ 0: [upload.filePath] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${upload.filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    yield* upload.chunks;
    yield tail;
  }
  const iterator = body();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  const { token, cookie } = upload.credentials ?? {};
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'apollo-require-preflight': 'true',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(cookie && { cookie }),
    },
    body: stream,
    duplex: 'half',
    // Any other redirect mode makes undici clone the request for a possible redirect, and the
    // clone tees the body, buffering the whole upload in memory (nodejs/undici#4058).
    redirect: 'error',
    signal: upload.signal,
  } as RequestInit);
  const json = (await response.json()) as { data?: T; errors?: GqlResponse['errors'] };
  return { status: response.status, data: json.data ?? undefined, errors: json.errors, headers: response.headers };
}
