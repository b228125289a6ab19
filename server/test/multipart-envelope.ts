import { randomBytes } from 'node:crypto';

/** What a GraphQL multipart request says of its one file, besides the file's bytes. */
export interface OneFileOperation {
  query: string;
  variables: Record<string, unknown>;
  /** Dotted variable path of the one file, e.g. `variables.video`. */
  filePath: string;
  filename: string;
}

/**
 * The envelope of a GraphQL multipart request (graphql-multipart-request-spec) with one file: its boundary, what goes
 * before the file's bytes (the operations and map parts, the file part's header) and after them. Senders that stream
 * the file write the bytes between the two themselves.
 */
export function oneFileEnvelope(operation: OneFileOperation, boundaryPrefix: string, fileType: string) {
  const boundary = `${boundaryPrefix}${randomBytes(12).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('operations', JSON.stringify({ query: operation.query, variables: operation.variables })) +
      field('map', JSON.stringify({ 0: [operation.filePath] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${operation.filename}"\r\n` +
      `Content-Type: ${fileType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, tail };
}
