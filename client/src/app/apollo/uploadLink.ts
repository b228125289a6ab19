import { ApolloLink } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { hasFile } from './uploadWhenFiles';

/** Upload progress reported from `XMLHttpRequest.upload.onprogress`. */
export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Total bytes of the request body (the multipart body, so slightly more than the file sizes). */
  total: number;
  /** 0-100, rounded down. */
  percent: number;
}

/** Per-operation upload options, passed as `context: { upload: { onProgress, signal } }`. */
export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the request; the operation then fails with an `AbortError` DOMException. */
  signal?: AbortSignal;
}

export interface UploadLinkOptions {
  uri?: string;
  credentials?: RequestCredentials;
  headers?: Record<string, string>;
}

/** The request options the upload link hands to `xhrFetch`: fetch's, plus the operation's progress callback. */
interface XhrRequestInit extends RequestInit {
  onUploadProgress?: (progress: UploadProgress) => void;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers });
}

/**
 * `fetch` over XMLHttpRequest, for the one thing fetch cannot do: report how much of the request body has been sent
 * (`init.onUploadProgress`). `init.signal` cancels the request, which then fails with an `AbortError`.
 */
export function xhrFetch(input: RequestInfo | URL, init: XhrRequestInit = {}): Promise<Response> {
  const { signal, onUploadProgress } = init;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    xhr.open(init.method ?? 'GET', String(input), true);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onUploadProgress({
          loaded: event.loaded,
          total,
          percent: total > 0 ? Math.floor((event.loaded / total) * 100) : 0,
        });
      };
    }
    xhr.onload = () =>
      settle(() => {
        try {
          resolve(responseOf(xhr));
        } catch (error) {
          reject(error);
        }
      });
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    xhr.onabort = () => settle(() => reject(abortError()));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}

/**
 * Operations whose variables hold files go out as a GraphQL multipart request (apollo-upload-client: `operations`,
 * `map`, then the files in the order the variables hold them), sent over XMLHttpRequest so that the operation's
 * `context.upload` gets real upload progress and can cancel; every other operation goes on to the next link.
 */
export class UploadLink extends ApolloLink {
  constructor({ uri = '/graphql', credentials = 'same-origin', headers = {} }: UploadLinkOptions = {}) {
    const multipart = new UploadHttpLink({
      uri,
      credentials,
      // Apollo Server's CSRF prevention accepts multipart requests only with this header.
      headers: { ...headers, 'apollo-require-preflight': 'true' },
      fetch: xhrFetch,
    });
    super((operation, forward) => {
      if (!hasFile(operation.variables)) return forward(operation);
      const { upload, fetchOptions } = operation.getContext();
      if (upload) {
        const signal = upload.signal ?? fetchOptions?.signal;
        const onUploadProgress = upload.onProgress;
        operation.setContext({ fetchOptions: { ...fetchOptions, signal, onUploadProgress } as XhrRequestInit });
      }
      return multipart.request(operation, forward);
    });
  }
}
