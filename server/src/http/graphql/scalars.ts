import type { FileUpload } from 'graphql-upload-ts';
import { GraphQLUpload } from 'graphql-upload-ts';
import type { IncomingFile } from '../../shared/uploads';

export { GraphQLUpload };
export type UploadArg = Promise<FileUpload> | null | undefined;

/** graphql-upload-ts hands resolvers a promise that settles once the file part starts arriving. */
export const resolveUpload = async (upload: UploadArg): Promise<IncomingFile | null> => (upload ? await upload : null);
