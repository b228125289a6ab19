// Runs s3rver in a process of its own, standing in for a remote S3 so that the test process's
// memory is the app's alone. Usage: node s3rver-process.mjs <directory> <bucket> [port]
// Prints `{"port":n}` once listening, then `{"request":"METHOD /path?query"}` per request.
import S3rver from 's3rver';

const [directory, bucket, fixedPort] = process.argv.slice(2);
const server = new S3rver({
  port: Number(fixedPort ?? 0),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
const print = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
server.httpServer.on('request', (req) => print({ request: `${req.method} ${req.url}` }));
print({ port });
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
