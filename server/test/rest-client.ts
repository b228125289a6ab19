import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { uploadSpoolDir } from '../src/http/rest/multipart';
import { type OpenApiDocument, openApiDocument } from '../src/http/rest/openapi';
import { bound } from './hang-bound';
import { startTestApp, type TestApp } from './harness';
import { type OpenApiValidator, openApiValidator } from './openapi-validator';

/** A response body of the facade; every one is checked against the OpenAPI document before a test sees it. */
// biome-ignore lint/suspicious/noExplicitAny: bodies are validated against the documented schema at run time.
export type RestBody = any;

export interface RestResponse {
  status: number;
  body: RestBody;
  headers: Headers;
}

export interface RestOptions {
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
  /** For deliberately undocumented requests (unknown paths and methods). */
  unchecked?: boolean;
}

export interface FilePart {
  content: Buffer;
  filename: string;
  type?: string;
}

const validators = new WeakMap<OpenApiDocument, OpenApiValidator>();

/** The document's validator (Ajv), compiled once per document. */
export function validatorOf(doc: OpenApiDocument): OpenApiValidator {
  let validator = validators.get(doc);
  if (!validator) {
    validator = openApiValidator(doc);
    validators.set(doc, validator);
  }
  return validator;
}

/** Throws unless the status is documented for the operation and the body matches its schema (checked by Ajv). */
export function assertDocumented(doc: OpenApiDocument, method: string, path: string, response: RestResponse) {
  const errors = validatorOf(doc).responseErrors(method, path, response.status, response.body);
  if (errors.length) {
    throw new Error(`${method} ${path} ${response.status} breaks its schema:\n  ${errors.join('\n  ')}`);
  }
}

/** A client of the REST facade; every answer is checked against /api/v1/openapi.json's document. */
export function restClient(app: TestApp) {
  const doc = openApiDocument(app.config);

  async function send(method: string, path: string, body: RequestInit['body'], options: RestOptions = {}) {
    const headers: Record<string, string> = {
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    };
    const response = await fetch(`${app.url}/api/v1${path}`, { method, headers, body, redirect: 'manual' });
    const raw = await response.text();
    const result: RestResponse = {
      status: response.status,
      body: raw && response.headers.get('content-type')?.includes('json') ? JSON.parse(raw) : raw,
      headers: response.headers,
    };
    if (!options.unchecked) assertDocumented(doc, method, path.split('?')[0] ?? path, result);
    return result;
  }

  return {
    doc,
    get: (path: string, options?: RestOptions) => send('GET', path, undefined, options),
    delete: (path: string, options?: RestOptions) => send('DELETE', path, undefined, options),
    post: (path: string, options?: RestOptions) => send('POST', path, undefined, options),
    send,
    json: (method: string, path: string, body: unknown, options: RestOptions = {}) =>
      send(method, path, typeof body === 'string' ? body : JSON.stringify(body), {
        ...options,
        headers: { 'content-type': 'application/json', ...options.headers },
      }),
    form: (
      method: string,
      path: string,
      fields: Record<string, string>,
      files: Record<string, FilePart> = {},
      options?: RestOptions,
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [name, part] of Object.entries(files)) {
        form.append(name, new Blob([part.content], { type: part.type ?? 'application/octet-stream' }), part.filename);
      }
      return send(method, path, form, options);
    },
  };
}

export type RestClient = ReturnType<typeof restClient>;

/** The session cookie a response set (`token=...`), ready to send back; undefined when it was cleared. */
export function restSessionCookie(response: RestResponse): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair?.startsWith('token=') && pair !== 'token=');
}

/** The multipart temp files currently waiting in the app's spool folder. */
export const spooledUploads = (app: TestApp) => readdir(uploadSpoolDir(app.config)).catch(() => [] as string[]);

/** Whatever a multipart request ended in, its temp file is gone once the response is (an `afterEach` of upload tests). */
export async function expectNoSpooledUploads(app: TestApp) {
  await vi.waitFor(async () => expect(await spooledUploads(app)).toEqual([]), { timeout: bound(5000) });
}

/** Starts an app and its REST client before a suite's tests, and closes the app after them. */
export function withRestApp(ready: (started: { app: TestApp; rest: RestClient }) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp();
    ready({ app, rest: restClient(app) });
  });
  afterAll(() => app?.close());
}
