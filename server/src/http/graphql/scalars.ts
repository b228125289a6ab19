import { GraphQLError, GraphQLScalarType } from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { asUploadError, type IncomingFile } from '../../shared/uploads';
import { receiveUpload } from './multipart-uploads';

/**
 * The multipart parser's Upload itself, not the promise graphql-upload-minimal's own scalar gives: type-graphql
 * awaits promise arguments before the resolver runs, and resolveUpload must see a resolver start waiting.
 */
export const GraphQLUpload = new GraphQLScalarType<Upload, never>({
  name: 'Upload',
  description: 'The `Upload` scalar type represents a file upload.',
  parseValue(value) {
    if (value instanceof Upload) return value;
    throw new GraphQLError('Upload value invalid.');
  },
  parseLiteral(node) {
    throw new GraphQLError('Upload literal unsupported.', { nodes: node });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});

export type UploadArg = Upload | null | undefined;

/** Waits for the file part to start arriving; its stream comes straight off the request and is read once. */
export async function resolveUpload(upload: UploadArg): Promise<IncomingFile | null> {
  if (!upload) return null;
  try {
    return await receiveUpload(upload);
  } catch (error) {
    throw asUploadError(error);
  }
}
