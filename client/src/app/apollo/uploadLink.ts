import { ApolloLink } from '@apollo/client';
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { fallbackHttpConfig, selectHttpOptionsAndBody } from '@apollo/client/link/http';
import { Observable } from 'rxjs';

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

type Files = Map<Blob, string[]>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isFileList = (value: unknown): value is FileList => typeof FileList !== 'undefined' && value instanceof FileList;

/**
 * Replaces every File/Blob in `value` by `null` and records where it was, per the GraphQL multipart request spec.
 * The same file object found at several paths is sent once, mapped to all its paths.
 */
export function extractFiles(value: unknown, path = 'variables'): { clone: unknown; files: Files } {
  const files: Files = new Map();
  const walk = (node: unknown, at: string): unknown => {
    if (typeof Blob !== 'undefined' && node instanceof Blob) {
      const paths = files.get(node);
      if (paths) paths.push(at);
      else files.set(node, [at]);
      return null;
    }
    if (isFileList(node)) return Array.from(node, (file, index) => walk(file, `${at}.${index}`));
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}.${index}`));
    if (isPlainObject(node)) {
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) copy[key] = walk(item, `${at}.${key}`);
      return copy;
    }
    return node;
  };
  return { clone: walk(value, path), files };
}

/** Builds the multipart body: `operations`, then `map`, then the files under keys "0", "1", ... in that order. */
export function buildMultipartBody(operations: Record<string, unknown>, files: Files): FormData {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  let index = 0;
  for (const paths of files.values()) map[String(index++)] = paths;
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  index = 0;
  for (const file of files.keys()) {
    const name = typeof File !== 'undefined' && file instanceof File ? file.name : 'blob';
    form.append(String(index++), file, name);
  }
  return form;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

function responseOf(xhr: XMLHttpRequest, bodyText: string): Response {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return new Response(bodyText, { status: xhr.status || 500, statusText: xhr.statusText, headers });
}

function parseResult(xhr: XMLHttpRequest): ApolloLink.Result {
  const bodyText = typeof xhr.responseText === 'string' ? xhr.responseText : '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch (error) {
    if (xhr.status >= 300) {
      throw new ServerError(`Response not successful: Received status code ${xhr.status}`, {
        response: responseOf(xhr, bodyText),
        bodyText,
      });
    }
    throw new ServerParseError(error, { response: responseOf(xhr, bodyText), bodyText });
  }
  // A GraphQL response (data and/or errors) is returned whatever the status, so its error messages reach the user.
  if (isPlainObject(parsed) && ('data' in parsed || 'errors' in parsed)) return parsed as ApolloLink.Result;
  throw new ServerError(`Response not successful: Received status code ${xhr.status}`, {
    response: responseOf(xhr, bodyText),
    bodyText,
  });
}

/**
 * Sends operations whose variables contain File/Blob objects as a GraphQL multipart request over XMLHttpRequest,
 * reporting real upload progress and supporting cancellation; every other operation is forwarded unchanged.
 * Place it before the terminating HttpLink.
 */
export class UploadLink extends ApolloLink {
  constructor({ uri = '/graphql', credentials = 'same-origin', headers = {} }: UploadLinkOptions = {}) {
    super((operation, forward) => {
      const { clone, files } = extractFiles(operation.variables);
      if (files.size === 0) return forward(operation);

      const context = operation.getContext();
      const { options, body } = selectHttpOptionsAndBody(
        operation,
        fallbackHttpConfig,
        { credentials, headers },
        { credentials: context.credentials, headers: context.headers, http: context.http },
      );
      const operations = { ...body, variables: clone };
      const form = buildMultipartBody(operations, files);
      const upload = context.upload ?? {};
      const signal = upload.signal ?? (context.fetchOptions?.signal as AbortSignal | undefined);

      return new Observable<ApolloLink.Result>((observer) => {
        const xhr = new XMLHttpRequest();
        const onAbortSignal = () => xhr.abort();
        const cleanup = () => signal?.removeEventListener('abort', onAbortSignal);

        xhr.open('POST', uri, true);
        xhr.withCredentials = options.credentials === 'include';
        const requestHeaders: Record<string, string> = options.headers ?? {};
        for (const [name, value] of Object.entries(requestHeaders)) {
          // The browser sets multipart/form-data with its boundary itself.
          if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
        }
        // Apollo Server's CSRF prevention accepts multipart requests only with this header.
        xhr.setRequestHeader('apollo-require-preflight', 'true');

        if (upload.onProgress) {
          const report = upload.onProgress;
          xhr.upload.onprogress = (event) => {
            const total = event.lengthComputable ? event.total : 0;
            const percent = total > 0 ? Math.floor((event.loaded / total) * 100) : 0;
            report({ loaded: event.loaded, total, percent });
          };
        }
        xhr.onload = () => {
          cleanup();
          try {
            observer.next(parseResult(xhr));
            observer.complete();
          } catch (error) {
            observer.error(error);
          }
        };
        xhr.onerror = () => {
          cleanup();
          observer.error(new TypeError('Network request failed'));
        };
        xhr.onabort = () => {
          cleanup();
          observer.error(abortError());
        };

        if (signal?.aborted) {
          observer.error(abortError());
          return undefined;
        }
        signal?.addEventListener('abort', onAbortSignal, { once: true });
        xhr.send(form);

        return () => {
          cleanup();
          if (xhr.readyState !== XMLHttpRequest.DONE) {
            xhr.onabort = null;
            xhr.abort();
          }
        };
      });
    });
  }
}
