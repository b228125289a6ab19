import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { Credentials, GqlResponse } from './graphql-client';
import type { TestApp } from './harness';
import { type OneFileOperation, oneFileEnvelope } from './multipart-envelope';

export interface StreamedUpload extends OneFileOperation {
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
  app: Pick<TestApp, 'url'>,
  upload: StreamedUpload,
): Promise<GqlResponse<T>> {
  const { boundary, head, tail } = oneFileEnvelope(upload, '----coursehub-', 'application/octet-stream');
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

/** One part of a hand-built multipart body: the two GraphQL fields, or a file under its map key. */
export type MultipartPart =
  | 'operations'
  | 'map'
  | { name: string; filename: string; content: Buffer | (() => AsyncIterable<Uint8Array>) };

export interface RawMultipart {
  query: string;
  variables: Record<string, unknown>;
  map: Record<string, string[]>;
  /** Sent in this order, which need not be the spec's (operations, map, then the files). */
  parts: MultipartPart[];
  credentials?: Credentials;
}

export interface RawMultipartResponse<T> extends GqlResponse<T> {
  /** Settles once the whole body is out, which takes the server reading it; the connection is then closed. */
  bodySent: Promise<void>;
}

/**
 * A GraphQL multipart request written part by part, in any order, over a plain socket, like a browser that
 * keeps sending its body whatever the server has answered. node:http's client and fetch both stop sending
 * once the response is in, so they could not show whether the server reads the rest.
 */
export async function sendMultipart<T = Record<string, unknown>>(
  app: Pick<TestApp, 'url'>,
  upload: RawMultipart,
): Promise<RawMultipartResponse<T>> {
  const boundary = `----coursehub-${randomBytes(12).toString('hex')}`;
  const header = (name: string, filename?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
    `${filename ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`;
  const { token, cookie } = upload.credentials ?? {};
  const { hostname, port } = new URL(app.url);
  const socket = connect(Number(port), hostname);
  const response = readResponse(socket);
  response.catch(() => undefined);
  const write = async (data: Uint8Array | string) => {
    if (!socket.write(data)) await once(socket, 'drain');
  };
  // Chunked transfer encoding: the body's length is not known up front.
  const send = async (data: Uint8Array | string) => {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (bytes.length) await write(Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, CRLF]));
  };
  const bodySent = (async () => {
    await write(
      `POST /graphql HTTP/1.1\r\nHost: ${hostname}:${port}\r\nTransfer-Encoding: chunked\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\napollo-require-preflight: true\r\n` +
        `${token ? `Authorization: Bearer ${token}\r\n` : ''}${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    );
    for (const part of upload.parts) {
      if (part === 'operations') {
        await send(
          `${header('operations')}${JSON.stringify({ query: upload.query, variables: upload.variables })}\r\n`,
        );
      } else if (part === 'map') {
        await send(`${header('map')}${JSON.stringify(upload.map)}\r\n`);
      } else {
        await send(header(part.name, part.filename));
        if (Buffer.isBuffer(part.content)) await send(part.content);
        else for await (const chunk of part.content()) await send(chunk);
        await send('\r\n');
      }
    }
    await send(`--${boundary}--\r\n`);
    await write('0\r\n\r\n');
    // The response is in once the body is: the server answers at the latest when it has read it all.
    await response;
  })();
  bodySent.then(
    () => socket.end(),
    () => socket.destroy(),
  );
  const { status, headers, body } = await response;
  const json = JSON.parse(body) as { data?: T; errors?: GqlResponse['errors'] };
  return { status, data: json.data ?? undefined, errors: json.errors, headers, bodySent };
}

const CRLF = Buffer.from('\r\n');

/** One HTTP/1.1 response off a socket, its body framed by Content-Length or chunked. */
function readResponse(socket: Socket): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const fail = (error: Error) => {
      socket.off('data', onData);
      reject(error);
    };
    const onData = (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = new Headers();
      for (const line of lines)
        headers.append(line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim());
      const body = unframe(received.subarray(end + 4), headers);
      if (body === null) return;
      socket.off('data', onData);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    };
    socket.on('data', onData);
    socket.once('error', fail);
    socket.once('close', () => fail(new Error('the server closed the connection before answering')));
  });
}

/** The whole body, or null while some of it has yet to arrive. */
function unframe(rest: Buffer, headers: Headers): Buffer | null {
  const length = headers.get('content-length');
  if (length !== null) return rest.length >= Number(length) ? rest.subarray(0, Number(length)) : null;
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(chunks);
    if (rest.length < lineEnd + 2 + size + 2) return null;
    chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
