// EXPERIMENT (deleted after use): addLecture's upload path without graphql-upload-ts's spool file.
import { createServer } from 'node:http';
import busboy from 'busboy';
import { storeUpload } from '../src/shared/uploads';
import { LocalDiskStorage } from '../src/storage/local-disk.storage';
import { S3Storage } from '../src/storage/s3.storage';
import { VIDEO_MIME_TYPES } from '@coursehub/shared';

const [target, arg1, arg2] = process.argv.slice(2);
const storage = target === 's3'
  ? new S3Storage({ bucket: arg2!, endpoint: arg1, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  : new LocalDiskStorage({ rootDir: arg1!, secret: 'x'.repeat(40) });
const server = createServer((req, res) => {
  const bb = busboy({ headers: req.headers, limits: { fileSize: 8 * 1024 ** 3 } });
  bb.on('file', (_name, stream, info) => {
    storeUpload(storage, { filename: info.filename, mimetype: info.mimeType, createReadStream: () => stream as never }, {
      folder: 'lectures', allowedTypes: VIDEO_MIME_TYPES, maxBytes: 8 * 1024 ** 3, unsupportedMessage: 'no',
    }).then(async (stored) => { res.end(JSON.stringify({ data: { addLecture: { lecture: { id: stored.key } } } })); await storage.delete(stored.key); },
      (error) => { res.statusCode = 500; res.end(String(error)); });
  });
  req.pipe(bb);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
process.on('SIGTERM', () => process.exit(0));
