import { readdir } from 'node:fs/promises';
import { uploadSpoolDir } from '../src/http/rest/multipart';
import {
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  openApiDocument,
  type SchemaObject,
} from '../src/http/rest/openapi';
import type { TestApp } from './harness';

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

/** The documented operation a request path (no query) falls under. */
export function documentedOperation(doc: OpenApiDocument, method: string, path: string): OperationObject | undefined {
  const template = Object.keys(doc.paths).find((candidate) =>
    new RegExp(`^${candidate.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
  );
  return template ? doc.paths[template]?.[method.toLowerCase() as HttpMethod] : undefined;
}

function resolve(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return target;
}

const isType = (type: string, value: unknown) => {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return typeof value === type;
  }
};

/** The JSON Schema keywords the document uses, enough to hold every response to its documented shape. */
export function schemaErrors(doc: OpenApiDocument, input: SchemaObject, value: unknown, at = '$'): string[] {
  const schema = resolve(doc, input);
  const shown = () => JSON.stringify(value)?.slice(0, 80);
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => isType(type, value))) return [`${at}: expected ${types.join('|')}, got ${shown()}`];
  }
  const errors: string[] = [];
  if (schema.const !== undefined && value !== schema.const) errors.push(`${at}: expected ${schema.const}`);
  if (schema.enum && !schema.enum.includes(value as string)) errors.push(`${at}: ${shown()} not in ${schema.enum}`);
  if (schema.format === 'date-time' && typeof value === 'string' && Number.isNaN(Date.parse(value))) {
    errors.push(`${at}: not a date-time`);
  }
  if (isType('object', value) && schema.properties) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${at}.${key}: missing`);
    for (const [key, child] of Object.entries(record)) {
      const property = schema.properties[key];
      if (property) errors.push(...schemaErrors(doc, property, child, `${at}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${at}.${key}: not documented`);
    }
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      errors.push(`${at}: fewer than ${schema.minItems}`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      errors.push(`${at}: more than ${schema.maxItems}`);
    const items = schema.items;
    if (items) value.forEach((item, index) => void errors.push(...schemaErrors(doc, items, item, `${at}[${index}]`)));
  }
  return errors;
}

/** Throws unless the status is documented for the operation and the body matches its schema. */
export function assertDocumented(doc: OpenApiDocument, method: string, path: string, response: RestResponse) {
  const operation = documentedOperation(doc, method, path);
  if (!operation) throw new Error(`${method} ${path} is not documented`);
  const documented = operation.responses[String(response.status)];
  if (!documented) {
    throw new Error(`${method} ${path} answered ${response.status}, not documented: ${JSON.stringify(response.body)}`);
  }
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return;
  const errors = schemaErrors(doc, schema, response.body);
  if (errors.length)
    throw new Error(`${method} ${path} ${response.status} breaks its schema:\n  ${errors.join('\n  ')}`);
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
