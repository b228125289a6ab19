import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** How the receiver answers: 200 `ok`; 500; never (until the client gives up); a 302 to another of its paths. */
export type ReceiverMode = 'ok' | 'fail' | 'hang' | 'redirect';

export interface TestReceiver {
  url: string;
  mode: ReceiverMode;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a random port, recording every request it gets with its raw body. */
export async function startReceiver(): Promise<TestReceiver> {
  const receiver: TestReceiver = {
    url: '',
    mode: 'ok',
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      receiver.requests.push({ path: request.url ?? '', headers, body: Buffer.concat(chunks).toString('utf8') });
      switch (receiver.mode) {
        case 'ok':
          response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
          return;
        case 'fail':
          response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver broke');
          return;
        case 'redirect':
          response.writeHead(302, { location: '/elsewhere' }).end();
          return;
        case 'hang':
          // Answers nothing; the socket goes when the client gives up or the server closes.
          return;
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
