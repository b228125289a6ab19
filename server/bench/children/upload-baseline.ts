// The upload baseline: a direct stream over node:http. The app's multipart request arrives over the same
// loopback from the same client, and its whole body is piped straight into the same target: no multipart
// parsing, no GraphQL, no type sniffing. So both sides pay the same HTTP cost and differ only in the app.
// Usage: upload-baseline.ts s3 <endpoint> <bucket> | upload-baseline.ts disk <directory>
// POST /<name> stores the body under <name> and answers once it is stored; DELETE /<name> removes it.
// Prints {"port":n} once listening.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { S3Storage } from '../../src/storage/s3.storage';

const [target, ...rest] = process.argv.slice(2);

function makeTarget(): {
  store(name: string, body: IncomingMessage): Promise<void>;
  remove(name: string): Promise<void>;
} {
  if (target === 's3') {
    const [endpoint, bucket] = rest;
    const storage = new S3Storage({
      bucket: bucket!,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return {
      store: async (name, body) => {
        await storage.put(`baseline/${name}.mp4`, body, { contentType: 'video/mp4' });
      },
      remove: (name) => storage.delete(`baseline/${name}.mp4`),
    };
  }
  const [directory] = rest;
  return {
    store: (name, body) => pipeline(body, createWriteStream(path.join(directory!, `${name}.mp4`))),
    remove: (name) => rm(path.join(directory!, `${name}.mp4`), { force: true }),
  };
}

const into = makeTarget();
const server = createServer(async (req, res) => {
  const name = (req.url ?? '/').slice(1).replace(/\W/g, '') || 'upload';
  try {
    if (req.method === 'DELETE') await into.remove(name);
    else await into.store(name, req);
    res.setHeader('content-type', 'application/json');
    res.end('{"data":{}}');
  } catch (error) {
    res.statusCode = 500;
    res.end(JSON.stringify({ errors: [{ message: String(error) }] }));
  }
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
