import type { Request } from 'express';
import { z } from 'zod';
import { bodyFields, text } from './request';

/**
 * How a module describes one REST operation, next to its route (`<domain>/<area>/<area>.rest-schemas.ts`): zod
 * schemas for what it reads and answers. http/rest/openapi.ts turns every description into the OpenAPI document
 * (zod's own JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses).
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The statuses the facade's error handler answers with, each body `{ success: false, message, ... }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

/** Who may call: anyone, any session (or an API key), or an ADMIN session. */
export type RestAccess = 'public' | 'session' | 'admin';

export interface RestHeaderDoc {
  description: string;
  schema: z.ZodType;
}

export interface RestResponseDoc {
  description: string;
  /** The body; none for an empty answer (304). */
  body?: z.ZodType;
  /** The body's media type, when it is not JSON (a CSV file). */
  mediaType?: 'text/csv';
  headers?: Record<string, RestHeaderDoc>;
}

/** Text fields are strings the service judges (an optional one is an alternative spelling); files are checked on their bytes. */
export type TextFields = z.ZodObject<Record<string, z.ZodString | z.ZodOptional<z.ZodString>>>;

export type RestRequestBody =
  | { type: 'json'; schema: TextFields }
  | {
      type: 'multipart';
      /** The text fields; the service answers a missing one with the spec's message. */
      fields: TextFields;
      file: { name: string; types: string; required: boolean };
    };

export interface RestOperationDoc {
  method: HttpMethod;
  /** OpenAPI spelling: `/courses/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: RestAccess;
  /** Path parameters, one property each. */
  params?: z.ZodObject;
  /** Query parameters, one property each; an optional or defaulted one is not required. */
  query?: z.ZodObject;
  /** Request headers the operation reads, one property each. */
  headers?: z.ZodObject;
  body?: RestRequestBody;
  /** The answers other than errors, by status. */
  responses: Record<number, RestResponseDoc>;
  /** Errors the operation itself gives; http/rest/openapi.ts adds those every operation can meet. */
  errors: ErrorStatus[];
}

/** Typed identity, so a module's list of operations is checked where it is written. */
export const restOperations = (...operations: RestOperationDoc[]): RestOperationDoc[] => operations;

/** A success answer: `success: true` and the given fields, nothing else. */
export const successBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ success: z.literal(true), ...shape });

/** A CSV export's answer (a download): the file as UTF-8 text, and the name it is saved under. */
export const csvFileResponse = (body: string, filename: string): RestResponseDoc => ({
  description: 'The CSV file.',
  mediaType: 'text/csv',
  body: z.string().describe(body),
  headers: { 'Content-Disposition': { description: `attachment; filename="${filename}"`, schema: z.string() } },
});

/** A record's id as the facade spells it (`_id`, a UUID). */
export const restId = () => z.uuid();

/** The `id` path parameter of `/…/{id}`. */
export const idParams = (description: string) => z.object({ id: restId().describe(description) });

/** Stable media URL under /media, relative to the API origin (a client proxying /api and /media resolves it to its own). */
export const mediaUrl = (description: string) => z.string().describe(description);

/**
 * The text fields a body schema names, read from the parsed JSON or multipart body: a missing or non-text value
 * becomes '' so the services answer with the spec's own messages ('Please fill all the details', ...).
 */
export function textFields<Schema extends TextFields>(
  schema: Schema,
  req: Request,
): Record<keyof Schema['shape'], string> {
  const fields = bodyFields(req);
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, text(fields, name)])) as Record<
    keyof Schema['shape'],
    string
  >;
}
