import { z } from 'zod';
import { analyticsRestOperations } from '../../analytics/analytics.rest-schemas';
import { courseRestOperations, restCourseSchema } from '../../catalog/course/course.rest-schemas';
import {
  lectureRestOperations,
  restCourseWithLecturesSchema,
  restLectureSchema,
} from '../../catalog/lecture/lecture.rest-schemas';
import { billingRestOperations } from '../../commerce/billing/billing.rest-schemas';
import { paymentRestOperations, restPaymentSchema } from '../../commerce/payment/payment.rest-schemas';
import { revenueRestOperations } from '../../commerce/revenue/revenue.rest-schemas';
import { statsRestOperations } from '../../commerce/stats/stats.rest-schemas';
import { teamRestOperations } from '../../commerce/team/team.rest-schemas';
import type { Config } from '../../config';
import { scopesGranting } from '../../identity/api-key/api-scopes';
import { restUserSchema, userRestOperations } from '../../identity/user/user.rest-schemas';
import { contactRestOperations } from '../../integrations/contact/contact.rest-schemas';
import { discussionRestOperations } from '../../learning/discussion/discussion.rest-schemas';
import { quizRestOperations } from '../../learning/quiz/quiz.rest-schemas';
import { httpStatusOf } from '../../shared/errors';
import { formatBytes } from '../../shared/uploads';
import { WWW_AUTHENTICATE } from '../error-handler';
import { sessionCookieName } from '../session-cookie';
import { TEXT_FIELD_BYTES } from './multipart';
import type { ErrorStatus, HttpMethod, RestOperationDoc, RestRequestBody } from './rest-operation';

export type { HttpMethod } from './rest-operation';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-required-role'?: 'ADMIN';
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
}

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string; description: string }>;
  };
}

const errorSchema = z.object({
  success: z.literal(false),
  message: z
    .string()
    .describe(
      'What went wrong, safe to show to the user: in English, or in the language the request asks for (the `locale` ' +
        'cookie or Accept-Language: hi, ur) when the message has a translation. Branch on `code`, never on the text.',
    ),
  code: z.enum(Object.keys(httpStatusOf) as [string, ...string[]]).optional(),
  requestId: z.string().optional().describe('Also in the X-Request-Id header; quote it when reporting a problem.'),
  secondFactor: z
    .object({
      challengeToken: z.string(),
      methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
      expiresAt: z.string().meta({ format: 'date-time' }),
    })
    .optional()
    .describe(
      'Login only (401): the password was right but the account has a second factor. Send the token with a code to POST /user/login/second-factor.',
    ),
});

/** The records every answer names by reference, under these names. */
const COMPONENTS: Record<string, z.ZodType> = {
  User: restUserSchema,
  Course: restCourseSchema,
  CourseWithLectures: restCourseWithLecturesSchema,
  Lecture: restLectureSchema,
  Payment: restPaymentSchema,
  Error: errorSchema,
};

/** This document, described like every other operation. */
const documentOperation: RestOperationDoc = {
  method: 'get',
  path: '/openapi.json',
  operationId: 'openApiDocument',
  summary: 'This document',
  tag: 'meta',
  access: 'public',
  responses: {
    200: {
      description: 'The OpenAPI 3.1 document of the facade.',
      body: z.looseObject({ openapi: z.literal('3.1.0') }),
    },
  },
  errors: [],
};

/** Every operation of the facade, from the modules' `<area>.rest-schemas.ts`. */
const REST_OPERATIONS: readonly RestOperationDoc[] = [
  documentOperation,
  ...userRestOperations,
  ...courseRestOperations,
  ...lectureRestOperations,
  ...contactRestOperations,
  ...paymentRestOperations,
  ...billingRestOperations,
  ...statsRestOperations,
  ...revenueRestOperations,
  ...quizRestOperations,
  ...analyticsRestOperations,
  ...discussionRestOperations,
  ...teamRestOperations,
];

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Bad input: the message is the validation rule that failed (the same text GraphQL gives).',
  401: 'Not logged in, the session has ended, or the API key is invalid, expired or revoked.',
  403: "Logged in without the right role or entitlement, a cross-site request, or outside the API key's scopes.",
  404: 'No such record (or no such endpoint).',
  409: 'Conflict, e.g. the email is taken or the checkout is already paid.',
  413: 'A file or form field over its limit.',
  415: 'The wrong body type, or a file whose bytes are not an accepted type.',
  429: 'Too many attempts, or over the API key or address request limit: wait for Retry-After seconds.',
  502: 'The payment provider failed; try again.',
};

const RATE_LIMIT_HEADERS: ResponseObject['headers'] = {
  'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
  RateLimit: {
    description:
      'The limit that applied (IETF draft 8): `"<name>"; r=0; t=<seconds>`, the API request limit (`api-key`, `address`) or an action\'s attempt limit (`login`, `signup`, ...).',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description:
      'The API request limit\'s policy, `"<name>"; q=<limit>; w=60; pk=…`; absent when an attempt limit applied.',
    schema: { type: 'string' },
  },
};

const UNAUTHENTICATED_HEADERS: ResponseObject['headers'] = {
  'WWW-Authenticate': {
    description: `How to authenticate: \`${WWW_AUTHENTICATE}\` (a session token or an API key; the session cookie works too).`,
    schema: { type: 'string' },
  },
};

/**
 * The errors an operation can meet besides its own: an invalid API key (401), a key without its scope or a
 * cross-site request (403; the guard takes every state-changing method) and the API's request limits (429).
 */
const COMMON_ERRORS: ErrorStatus[] = [401, 403, 429];

const SESSION: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const schemaUri = (id: string) => `#/components/schemas/${id}`;

/** A `Date` travels as the ISO 8601 string its toJSON writes. */
const dateAsString: z.core.UnrepresentableHandler = ({ zodSchema }) =>
  zodSchema instanceof z.ZodDate ? { type: 'string', format: 'date-time' } : 'throw';

/** Without the dialect and id zod stamps on each schema: the document's `openapi` field names the dialect. */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * zod's JSON Schema of each named schema, the components referenced as `#/components/schemas/<name>` wherever they
 * occur. One schema object can carry one name, so each operation's schema is converted as its own copy.
 */
function convert(named: Map<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id: name });
  for (const [name, schema] of named) registry.add(schema.clone(), { id: name });
  const { schemas } = z.toJSONSchema(registry, { io, uri: schemaUri, unrepresentable: dateAsString });
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, bare(schema)]));
}

const single = (schema: z.ZodType): JsonSchema => bare(z.toJSONSchema(schema, { io: 'input' }));

function parameters(operation: RestOperationDoc): ParameterObject[] {
  const sources = [
    ['path', operation.params],
    ['query', operation.query],
    ['header', operation.headers],
  ] as const;
  return sources.flatMap(([place, object]) =>
    Object.entries(object?.shape ?? {}).map(([name, property]) => {
      const { description, ...schema } = single(property as z.ZodType);
      return {
        name,
        in: place,
        required: place === 'path' || !(property as z.ZodType).safeParse(undefined).success,
        ...(description && { description }),
        schema,
      };
    }),
  );
}

function requestBody(body: RestRequestBody, schema: JsonSchema): NonNullable<OperationObject['requestBody']> {
  if (body.type === 'json') return { required: true, content: { 'application/json': { schema } } };
  const { file } = body;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          ...schema,
          description: `Unknown text fields are accepted and ignored unread, whatever their size; a known one over ${formatBytes(TEXT_FIELD_BYTES.short)} (${formatBytes(TEXT_FIELD_BYTES.long)} for descriptions) is refused with 413, and a file under any other field name with 400.`,
          properties: {
            ...schema.properties,
            [file.name]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The file (${file.types}); its type is checked on its bytes, not its name.`,
            },
          },
          required: [...(schema.required ?? []), ...(file.required ? [file.name] : [])],
        },
        encoding: { [file.name]: { contentType: file.types } },
      },
    },
  };
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function errorResponses(operation: RestOperationDoc): Record<string, ResponseObject> {
  const statuses = new Set<ErrorStatus>([...operation.errors, ...COMMON_ERRORS]);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        {
          description: ERROR_TEXT[status],
          ...(status === 429 && { headers: RATE_LIMIT_HEADERS }),
          ...(status === 401 && { headers: UNAUTHENTICATED_HEADERS }),
          content: json({ $ref: schemaUri('Error') }),
        },
      ]),
  );
}

/** The operations a key's scope grants name it; an empty requirement keeps a public one open to anyone. */
function security(operation: RestOperationDoc): Record<string, string[]>[] {
  const base = operation.access === 'public' ? [] : SESSION;
  const scopes = scopesGranting(`${operation.method.toUpperCase()} ${operation.path}`);
  return scopes.length ? [...(base.length ? base : [{}]), { apiKeyAuth: scopes }] : base;
}

/** The paths, and the components their answers reference, from one conversion of the answers. */
function generate(): Pick<OpenApiDocument, 'paths'> & { schemas: Record<string, JsonSchema> } {
  const key = (operation: RestOperationDoc, part: string) => `${operation.operationId}:${part}`;
  const outputs = new Map<string, z.ZodType>();
  const inputs = new Map<string, z.ZodType>();
  for (const operation of REST_OPERATIONS) {
    for (const [status, response] of Object.entries(operation.responses)) {
      if (response.body) outputs.set(key(operation, status), response.body);
    }
    const { body } = operation;
    if (body) inputs.set(key(operation, 'body'), body.type === 'json' ? body.schema : body.fields);
  }
  const responseSchemas = convert(outputs, 'output');
  const bodySchemas = convert(inputs, 'input');
  const schemaOf = (schemas: Record<string, JsonSchema>, name: string) => {
    const schema = schemas[name];
    if (!schema) throw new Error(`no JSON Schema for ${name}`);
    return schema;
  };

  const items: Record<string, PathItemObject> = {};
  for (const operation of REST_OPERATIONS) {
    const responses: Record<string, ResponseObject> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.headers && {
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, header]) => [
              name,
              { description: header.description, schema: single(header.schema) },
            ]),
          ),
        }),
        ...(response.body && {
          content: {
            [response.mediaType ?? 'application/json']: { schema: schemaOf(responseSchemas, key(operation, status)) },
          },
        }),
      };
    }
    const parameterList = parameters(operation);
    items[operation.path] ??= {};
    (items[operation.path] as PathItemObject)[operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(operation.description && { description: operation.description }),
      tags: [operation.tag],
      security: security(operation),
      ...(operation.access === 'admin' && { 'x-required-role': 'ADMIN' as const }),
      ...(parameterList.length > 0 && { parameters: parameterList }),
      ...(operation.body && {
        requestBody: requestBody(operation.body, schemaOf(bodySchemas, key(operation, 'body'))),
      }),
      responses: { ...responses, ...errorResponses(operation) },
    };
  }
  const schemas = Object.fromEntries(Object.keys(COMPONENTS).map((name) => [name, schemaOf(responseSchemas, name)]));
  return { paths: items, schemas };
}

/**
 * The facade's OpenAPI 3.1 document, served at GET /api/v1/openapi.json: generated from the zod schemas each module
 * keeps next to its routes (`<domain>/<area>/<area>.rest-schemas.ts`), by zod's own JSON Schema output.
 */
export function openApiDocument(config: Config): OpenApiDocument {
  const { paths, schemas } = generate();
  return {
    openapi: '3.1.0',
    info: {
      title: 'CourseHub REST API',
      version: '1.0.0',
      description:
        'The REST facade over the same services as the GraphQL API at /graphql: the calls of the web client, in its field ' +
        'spellings. Errors are `{ success: false, message }` with the HTTP status. Sessions are the same as GraphQL: the ' +
        'cookie set by login/register, or `Authorization: Bearer <token>`. Requests another site starts with the cookie ' +
        'are refused unless their origin is listed in CORS_ORIGINS.',
    },
    servers: [{ url: '/api/v1', description: 'This server' }],
    tags: [
      { name: 'user', description: 'Accounts and profiles' },
      { name: 'courses', description: 'The catalogue and course authoring' },
      { name: 'lectures', description: 'Lectures of a course' },
      { name: 'contact', description: 'The contact form' },
      { name: 'payments', description: 'The yearly subscription' },
      { name: 'stats', description: 'The admin dashboard' },
      { name: 'meta', description: 'About the API' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName(config),
          description: 'The httpOnly session cookie that login and register set (the same session as GraphQL).',
        },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The same session token, for integrators.' },
        apiKeyAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (chk_…) an ADMIN made, sent as `Authorization: Bearer <key>`; each operation names the scopes that grant it.',
        },
      },
    },
  };
}
