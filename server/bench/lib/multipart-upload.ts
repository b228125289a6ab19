import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { type OneFileOperation, oneFileEnvelope } from '../../test/multipart-envelope';

export interface MultipartUpload extends OneFileOperation {
  /** http://host:port (the request goes to `${url}${path}`). */
  url: string;
  path?: string;
  bytes: number;
  chunks: AsyncIterable<Buffer>;
  token?: string;
}

/**
 * A GraphQL multipart request (graphql-multipart-request-spec) with a Content-Length, as a browser sends
 * it, written with node:http straight from a generator. test/streaming-upload.ts (fetch with a stream body)
 * does the same but tops out near 220 MB/s on these machines, below what the server can take from local disk;
 * node:http writes about twice as fast, so the client is not what is measured.
 */
export async function multipartUpload(upload: MultipartUpload): Promise<{ status: number; body: string }> {
  const { boundary, head, tail } = oneFileEnvelope(upload, '----coursehub-bench-', 'video/mp4');
  const target = new URL(upload.path ?? '/graphql', upload.url);
  const req = request(target, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + upload.bytes + tail.length),
      'apollo-require-preflight': 'true',
      ...(upload.token && { authorization: `Bearer ${upload.token}` }),
    },
  });
  const responded = once(req, 'response') as Promise<[IncomingMessage]>;
  // Set by the response callback, which the type checker does not follow.
  let answered = false as boolean;
  void responded.then(() => {
    answered = true;
  });
  try {
    for (const chunk of [head]) if (!req.write(chunk)) await once(req, 'drain');
    for await (const chunk of upload.chunks) {
      if (answered) break; // the server answered early (an error): stop sending
      if (!req.write(chunk)) await once(req, 'drain');
    }
    if (!answered) req.end(tail);
  } catch (error) {
    if (!answered) throw error;
  }
  const [response] = await responded;
  let body = '';
  for await (const chunk of response) body += chunk;
  if (answered && !req.writableEnded) req.destroy();
  return { status: response.statusCode ?? 0, body };
}
