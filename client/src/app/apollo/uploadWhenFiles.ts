import { ApolloLink } from '@apollo/client';
import isExtractableFile from 'apollo-upload-client/isExtractableFile.mjs';
import { from, mergeMap } from 'rxjs';
import type { UploadLinkOptions } from './uploadLink';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** Whether the variables hold a File, Blob or FileList anywhere (in arrays and plain objects, as the link looks). */
export const hasFile = (value: unknown): boolean =>
  isExtractableFile(value) ||
  (Array.isArray(value) ? value.some(hasFile) : isPlainObject(value) && Object.values(value).some(hasFile));

/**
 * Operations whose variables hold files go to the upload link (uploadLink.ts: multipart over XMLHttpRequest, with
 * progress and cancel), which is a chunk of its own, fetched with the first upload: most visits upload nothing, and it
 * is about 2 kB gzip (apollo-upload-client, extract-files and the XHR transport). Every other operation goes on to the
 * next link at once.
 */
export function uploadWhenFiles(options: UploadLinkOptions) {
  let upload: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    if (!hasFile(operation.variables)) return forward(operation);
    upload ??= import('./uploadLink').then(({ UploadLink }) => new UploadLink(options));
    return from(upload).pipe(mergeMap((link) => link.request(operation, forward)));
  });
}
