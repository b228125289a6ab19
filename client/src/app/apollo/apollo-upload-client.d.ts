/** apollo-upload-client 20 ships JavaScript with JSDoc types only; these are the parts this app uses. */
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export interface UploadHttpLinkOptions {
    uri?: string;
    fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    fetchOptions?: RequestInit;
    credentials?: RequestCredentials;
    headers?: Record<string, string>;
  }

  /** Terminating link: a GraphQL multipart request when the variables hold files, else a regular POST. */
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}

declare module 'apollo-upload-client/isExtractableFile.mjs' {
  /** Whether the value is a File, Blob or FileList, which the upload link sends as a file part. */
  export default function isExtractableFile(value: unknown): value is File | Blob | FileList;
}
