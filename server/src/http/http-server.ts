import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/** The request each connection is serving, while it serves one. */
const exchanges = new WeakMap<Socket, Exchange>();
/** Servers draining for shutdown: their answers close the connection. */
const closing = new WeakSet<Server>();

/**
 * The HTTP server main.ts and the test harness listen with, with the timeouts that protect it from clients that stop
 * sending (config.http):
 * - headers: a request's headers must be complete within headersTimeoutMs (then 408 and the connection is closed);
 * - idle: a connection on which the client sends nothing, and reads nothing of what is sent to it, for idleTimeoutMs
 *   is closed: a request body that stalls, a response the client stopped reading. A slow upload that keeps moving is
 *   never cut, however long it lasts, and neither is a request the server itself is still working on.
 * There is no limit on a whole request (requestTimeout): a 2 GiB lecture over a slow link takes what it takes.
 */
export function createHttpServer(app: RequestListener, http: Config['http']): Server {
  const server = createServer(
    {
      requestTimeout: 0,
      headersTimeout: http.headersTimeoutMs,
      // An idle kept-alive connection lasts as long as any idle one, and the Keep-Alive header says so. Node's 5 s
      // default left clients (Node's fetch keeps sockets for the time announced, less a second or two) reusing a
      // socket the server was closing whenever their event loop lagged: ECONNRESET on an ordinary request.
      keepAliveTimeout: http.idleTimeoutMs,
      // How often Node checks the headers timeout: every 30 s by default, which would let a 20 s limit run to 50 s.
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs),
    },
    app,
  );
  // Runs before the app, so that a draining server's answers say `Connection: close` before they are written.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const exchange = { req, res };
    exchanges.set(req.socket, exchange);
    res.once('close', () => {
      if (exchanges.get(req.socket) === exchange) exchanges.delete(req.socket);
    });
    if (closing.has(server)) res.setHeader('Connection', 'close');
    // An answer already under way when the drain began may have said keep-alive: its connection is closed once the
    // answer is complete and the connection idle.
    res.once('finish', () => {
      if (closing.has(server)) setImmediate(() => server.closeIdleConnections());
    });
  });
  // socket.setTimeout on every connection; the listener below decides, instead of Node's destroy-on-timeout.
  server.timeout = http.idleTimeoutMs;
  server.on('timeout', (socket: Socket) => {
    if (waitingOnClient(socket)) socket.destroy();
    else socket.setTimeout(http.idleTimeoutMs); // the server is busy with it: look again later
  });
  return server;
}

/**
 * Whether the silence on an idle socket is the client's: no request in progress (a kept-alive connection, or headers
 * that stopped coming), a body the server is reading but that does not arrive, or an answer the client does not read.
 */
function waitingOnClient(socket: Socket): boolean {
  const exchange = exchanges.get(socket);
  if (!exchange) return true;
  const { req, res } = exchange;
  // readableFlowing is false while the app holds the body back (backpressure from a slow storage), null before the app
  // starts reading: then the wait is the server's own.
  if (!req.complete && req.readableFlowing === true) return true;
  return res.headersSent && socket.writableLength > 0;
}

/**
 * Stops accepting connections and resolves once every request in flight has been answered and its connection closed:
 * idle kept-alive connections are closed now, the others after their answer (which says `Connection: close`).
 */
export function closeGracefully(server: Server): Promise<void> {
  closing.add(server);
  const closed = new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
  server.closeIdleConnections();
  return closed;
}
