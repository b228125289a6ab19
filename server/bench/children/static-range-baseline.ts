// The Range baseline: node:http + fs.createReadStream serving files of one folder with single byte ranges.
// Usage: static-range-baseline.ts <rootDir>. Prints {"port":n} once listening.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const root = path.resolve(process.argv[2]!);

const server = createServer(async (req, res) => {
  try {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(`${root}/`)) return void res.writeHead(403).end();
    const { size } = await stat(file);
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start > end) return void res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    res.writeHead(match ? 206 : 200, {
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
      ...(match && { 'content-range': `bytes ${start}-${end}/${size}` }),
    });
    createReadStream(file, { start, end }).pipe(res);
  } catch {
    res.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
