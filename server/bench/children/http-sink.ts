// The upload client's ceiling: a node:http server that reads every byte of a request and throws it away.
// Prints {"port":n} once listening.
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => res.end('{"data":{}}'));
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
