import { messages } from '@coursehub/shared';
import type { Config } from '../../config';
import type { submitContact } from '../../modules/contact/contact.service';
import {
  COURSE_CREATED_MESSAGE,
  COURSE_DELETED_MESSAGE,
  COURSE_UPDATED_MESSAGE,
} from '../../modules/course/course.messages';
import type { RestCourse } from '../../modules/course/course.rest';
import type { CourseFields } from '../../modules/course/course-authoring.service';
import { LECTURE_STATUSES } from '../../modules/lecture/lecture.entity';
import { LECTURE_ADDED_MESSAGE, LECTURE_DELETED_MESSAGE } from '../../modules/lecture/lecture.messages';
import type { RestLecture } from '../../modules/lecture/lecture.rest';
import type { LectureFields } from '../../modules/lecture/lecture.service';
import { PAYMENT_STATUSES, REFUND_REASONS } from '../../modules/payment/payment.entity';
import { messages as paymentMessages } from '../../modules/payment/payment.policy';
import { PAYMENT_RECORDS_MESSAGE, type RestPayment } from '../../modules/payment/payment.rest';
import { MAX_PAYMENT_RECORDS } from '../../modules/payment/payment-records.service';
import { STATS_MESSAGE } from '../../modules/stats/stats.messages';
import type { login, register } from '../../modules/user/account.service';
import { SUBSCRIPTION_STATUSES } from '../../modules/user/user.entity';
import { LOGGED_OUT_MESSAGE, PROFILE_UPDATED_MESSAGE } from '../../modules/user/user.messages';
import type { RestUser } from '../../modules/user/user.rest';
import { httpStatusOf } from '../../shared/errors';
import { formatBytes } from '../../shared/uploads';
import { sessionCookieName } from '../session-cookie';
import { TEXT_FIELD_BYTES } from './multipart';

// The subset of OpenAPI 3.1 (JSON Schema 2020-12) this document uses.
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface SchemaObject {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  format?: string;
  enum?: readonly (string | number)[];
  const?: string | number | boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean;
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  contentMediaType?: string;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  encoding?: Record<string, { contentType: string }>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: SchemaObject }>;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: SchemaObject;
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

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string; description: string }>;
  };
}

// --- schema helpers -------------------------------------------------------------------------

const str = (description?: string): SchemaObject => ({ type: 'string', ...(description && { description }) });
const int = (description?: string): SchemaObject => ({ type: 'integer', ...(description && { description }) });
const bool = (description?: string): SchemaObject => ({ type: 'boolean', ...(description && { description }) });
const dateTime = (description?: string): SchemaObject => ({ ...str(description), format: 'date-time' });
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, type: [schema.type as JsonType, 'null'] });
const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (items: SchemaObject, description?: string): SchemaObject => ({
  type: 'array',
  items,
  ...(description && { description }),
});
const file = (types: string): SchemaObject => ({
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description: `The file (${types}); its type is checked on its bytes, not its name.`,
});

/** An object with exactly these properties, all required; keyed by `T` so a renamed field fails to compile. */
function object<T>(properties: { [K in keyof T]-?: SchemaObject }, description?: string): SchemaObject {
  return {
    type: 'object',
    ...(description && { description }),
    properties: properties as Record<string, SchemaObject>,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** A success answer: `success: true` and the given fields. */
const envelope = (properties: Record<string, SchemaObject>): SchemaObject =>
  object({ success: { type: 'boolean', const: true }, ...properties });

const json = (description: string, schema: SchemaObject): ResponseObject => ({
  description,
  content: { 'application/json': { schema } },
});

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: the message is the validation rule that failed (the same text GraphQL gives).',
  401: 'Not logged in, or the session has ended.',
  403: 'Logged in without the right role or entitlement, or a cross-site request.',
  404: 'No such record (or no such endpoint).',
  409: 'Conflict, e.g. the email is taken or the checkout is already paid.',
  413: 'A file or form field over its limit.',
  415: 'The wrong body type, or a file whose bytes are not an accepted type.',
  429: 'Too many attempts: wait for Retry-After seconds.',
  502: 'The payment provider failed; try again.',
};

function errors(...statuses: number[]): Record<string, ResponseObject> {
  return Object.fromEntries(
    statuses.map((status) => {
      const response = json(ERROR_TEXT[status] ?? 'Error', ref('Error'));
      if (status === 429) {
        response.headers = { 'Retry-After': { description: 'Seconds to wait.', schema: int() } };
      }
      return [String(status), response];
    }),
  );
}

const jsonBody = <T>(properties: { [K in keyof T]-?: SchemaObject }, required = true) => ({
  required,
  content: { 'application/json': { schema: object<T>(properties) } },
});

/** A multipart form: the text fields (typed against the service input) and the one file part. */
function multipartBody<T>(
  fields: { [K in keyof T]-?: SchemaObject },
  filePart: { name: string; types: string; required: boolean },
) {
  const textFields = fields as Record<string, SchemaObject>;
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          description: `Unknown text fields are accepted and ignored unread, whatever their size; a known one over ${formatBytes(TEXT_FIELD_BYTES.short)} (${formatBytes(TEXT_FIELD_BYTES.long)} for descriptions) is refused with 413, and a file under any other field name with 400.`,
          properties: { ...textFields, [filePart.name]: file(filePart.types) },
          required: [...Object.keys(textFields), ...(filePart.required ? [filePart.name] : [])],
        } satisfies SchemaObject,
        encoding: { [filePart.name]: { contentType: filePart.types } },
      },
    },
  };
}

const idParam = (description: string): ParameterObject => ({
  name: 'id',
  in: 'path',
  required: true,
  description,
  schema: { ...str(), format: 'uuid' },
});
const queryParam = (name: string, schema: SchemaObject, required: boolean, description: string): ParameterObject => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});

const PUBLIC: Record<string, string[]>[] = [];
const SESSION: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

// --- records in the spec's spellings --------------------------------------------------------

const user = object<RestUser>({
  _id: { ...str(), format: 'uuid' },
  fullName: str(),
  email: { ...str(), format: 'email' },
  role: { type: 'string', enum: ['ADMIN', 'USER'] },
  avatar: object<RestUser['avatar']>({
    secure_url: nullable(str('Stable URL of the avatar image, relative to the API origin; it never expires.')),
  }),
  subscription: object<RestUser['subscription']>({
    status: {
      type: 'string',
      enum: [...SUBSCRIPTION_STATUSES],
      description: "'active' means subscribed.",
    },
  }),
});

const courseProperties: { [K in keyof RestCourse]-?: SchemaObject } = {
  _id: { ...str(), format: 'uuid' },
  title: str(),
  description: str(),
  decription: str('The same description (the spelling of the admin dashboard).'),
  category: str(),
  createdBy: str("The instructor's name."),
  thumbnail: object<RestCourse['thumbnail']>({
    secure_url: str(
      'Stable URL of the thumbnail image, relative to the API origin (/media/images/…); it never expires.',
    ),
  }),
  numberoflectures: int('The count of READY lectures, those a learner can watch (the spelling of the course screens).'),
  numberOfLectures: int('The same count (the spelling of the admin dashboard).'),
  totalDurationSeconds: {
    type: 'number',
    description: "The sum of the READY lectures' durations, in seconds; 0 without any.",
  },
};
const course = object<RestCourse>(courseProperties);

const lecture = object<RestLecture>({
  _id: { ...str(), format: 'uuid' },
  title: str(),
  description: str(),
  lecture: object<RestLecture['lecture']>({
    secure_url: str(
      "Stable playback URL on PUBLIC_URL (/media/lectures/<id>); it never expires. Every request is authorized by the caller's session (cookie or Bearer): 401 without one, 403 without access; then the video streams (HTTP Range) or redirects to a short-lived presigned URL. Once the lecture is READY it plays the progressive MP4 (720p, or the source size if smaller, index at the front); before, the original as uploaded (ADMINs only).",
    ),
    duration: nullable({
      type: 'number',
      description: "The video's length in seconds; null until the lecture is READY.",
    }),
    status: {
      type: 'string',
      enum: [...LECTURE_STATUSES],
      description:
        'PROCESSING while the upload is transcoded, READY once playable, FAILED when processing gave up. Learners are only ever given READY lectures; ADMINs all.',
    },
  }),
});

const courseWithLectures = object<RestCourse & { lectures: unknown }>(
  { ...courseProperties, lectures: arrayOf(ref('Lecture'), 'Every lecture of the course, in order.') },
  'The course with all its lectures.',
);

const payment = object<RestPayment>({
  _id: { ...str(), format: 'uuid' },
  amount: int('Minor units (paise, cents).'),
  currency: str('ISO 4217, upper case.'),
  formattedAmount: str("e.g. '₹499'"),
  status: { type: 'string', enum: [...PAYMENT_STATUSES] },
  paidAt: dateTime(),
  refunded: bool(),
  refundedAt: nullable(dateTime()),
  refundedAmount: nullable(int('Minor units.')),
  refundReason: nullable(
    str(
      `Why it was refunded (${REFUND_REASONS.join(' or ')}): 'duplicate' is a second payment while subscribed, refunded and its subscription cancelled automatically. Null when not refunded.`,
    ),
  ),
  customer: {
    ...object<NonNullable<RestPayment['customer']>>({
      _id: { ...str(), format: 'uuid' },
      fullName: str(),
      email: str(),
    }),
    type: ['object', 'null'],
  },
});

const errorSchema: SchemaObject = {
  type: 'object',
  properties: {
    success: { type: 'boolean', const: false },
    message: str('What went wrong, safe to show to the user.'),
    code: {
      type: 'string',
      enum: Object.keys(httpStatusOf),
    },
    requestId: str('Also in the X-Request-Id header; quote it when reporting a problem.'),
  },
  required: ['success', 'message'],
  additionalProperties: false,
};

const message = (text: string) => str(`'${text}'`);
const monthly = arrayOf(int(), 'Successful payments per month (UTC), Jan … Dec. Refunded payments are not counted.');
const twelve = { ...monthly, minItems: 12, maxItems: 12 };

// --- the document ---------------------------------------------------------------------------

type RegisterFields = Parameters<typeof register>[1];
type LoginFields = Parameters<typeof login>[1];
type ContactFields = Parameters<typeof submitContact>[1];

const IMAGE_TYPES = 'image/jpeg, image/png, image/webp';
const THUMBNAIL_TYPES = 'image/jpeg, image/png';

/** This document. */
const metaPaths = (): Record<string, PathItemObject> => ({
  '/openapi.json': {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      tags: ['meta'],
      security: PUBLIC,
      responses: { 200: json('The OpenAPI 3.1 document of the facade.', { type: 'object' }) },
    },
  },
});

/** Accounts and profiles. */
const userPaths = (): Record<string, PathItemObject> => ({
  '/user/register': {
    post: {
      operationId: 'register',
      summary: 'Create a USER account and log in (sets the session cookie)',
      tags: ['user'],
      security: PUBLIC,
      requestBody: multipartBody<RegisterFields>(
        {
          fullName: str('At least 5 characters.'),
          email: str(),
          password: str('6 to 16 characters with a digit and a special character.'),
        },
        { name: 'avatar', types: IMAGE_TYPES, required: true },
      ),
      responses: {
        201: json(
          'Created and logged in; the session cookie is set.',
          envelope({ message: message('Account created successfully'), user: ref('User') }),
        ),
        ...errors(400, 409, 413, 415, 429),
      },
    },
  },
  '/user/login': {
    post: {
      operationId: 'login',
      summary: 'Log in (sets the session cookie)',
      tags: ['user'],
      security: PUBLIC,
      requestBody: jsonBody<LoginFields>({ email: str(), password: str() }),
      responses: {
        200: json(
          'Logged in; the session cookie is set.',
          envelope({ message: message('Logged in successfully'), user: ref('User') }),
        ),
        ...errors(400, 401, 413, 415, 429),
      },
    },
  },
  '/user/logout': {
    get: {
      operationId: 'logout',
      summary: 'Log out (clears the session cookie)',
      tags: ['user'],
      security: PUBLIC,
      responses: { 200: json('Logged out.', envelope({ message: message(LOGGED_OUT_MESSAGE) })), ...errors(403) },
    },
  },
  '/user/me': {
    get: {
      operationId: 'me',
      summary: 'The logged-in user',
      tags: ['user'],
      security: SESSION,
      responses: { 200: json('The user.', envelope({ user: ref('User') })), ...errors(401) },
    },
  },
  '/user/update/{id}': {
    post: {
      operationId: 'updateProfile',
      summary: 'Update a profile: name and avatar (your own; an ADMIN may update anyone)',
      tags: ['user'],
      security: SESSION,
      parameters: [idParam('The user to update.')],
      requestBody: multipartBody<{ fullName: string }>(
        { fullName: str('At least 5 characters.') },
        { name: 'avatar', types: IMAGE_TYPES, required: true },
      ),
      responses: {
        200: json('Updated.', envelope({ message: message(PROFILE_UPDATED_MESSAGE), user: ref('User') })),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
  },
  '/user/change-password': {
    post: {
      operationId: 'changePassword',
      summary: 'Change the password; every other session ends and this one gets a fresh cookie',
      tags: ['user'],
      security: SESSION,
      requestBody: jsonBody<{ currentPassword: string; oldPassword: string; newPassword: string }>({
        currentPassword: str('The current password (or send it as oldPassword).'),
        oldPassword: str('The same as currentPassword, in the other spelling.'),
        newPassword: str('6 to 16 characters with a digit and a special character.'),
      }),
      responses: {
        200: json('Changed; the session cookie is renewed.', envelope({ message: message(messages.passwordChanged) })),
        ...errors(400, 401, 413, 415, 429),
      },
    },
  },
});

/** The catalogue, course authoring and lectures. */
const coursePaths = (): Record<string, PathItemObject> => ({
  '/courses': {
    get: {
      operationId: 'listCourses',
      summary: 'The public catalogue, newest first',
      tags: ['courses'],
      security: PUBLIC,
      parameters: [
        queryParam('search', str(), false, 'Case-insensitive text in the title, description or instructor.'),
        queryParam('category', str(), false, 'Only this category.'),
        {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'The ETag of an earlier anonymous answer: 304 while the catalogue is unchanged.',
          schema: str(),
        },
      ],
      responses: {
        200: {
          ...json('The courses.', envelope({ courses: arrayOf(ref('Course')) })),
          headers: {
            ETag: {
              description: 'Anonymous callers: names this catalogue (version, filter, URL-signing window).',
              schema: str(),
            },
          },
        },
        304: { description: 'Not modified: the catalogue is unchanged since the ETag in If-None-Match.' },
        ...errors(400),
      },
    },
    post: {
      operationId: 'createCourse',
      summary: 'Create a course',
      tags: ['courses'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      requestBody: multipartBody<CourseFields>(
        { title: str(), description: str(), category: str(), createdBy: str("The instructor's name.") },
        { name: 'thumbnail', types: THUMBNAIL_TYPES, required: true },
      ),
      responses: {
        201: json('Created.', envelope({ message: message(COURSE_CREATED_MESSAGE), course: ref('Course') })),
        ...errors(400, 401, 403, 413, 415),
      },
    },
    delete: {
      operationId: 'deleteLecture',
      summary: 'Delete a lecture of a course',
      tags: ['lectures'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [
        queryParam('courseId', { ...str(), format: 'uuid' }, true, 'The course.'),
        queryParam('lectureId', { ...str(), format: 'uuid' }, true, 'The lecture, which must belong to the course.'),
      ],
      responses: {
        200: json('Deleted.', envelope({ message: message(LECTURE_DELETED_MESSAGE) })),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/courses/{id}': {
    get: {
      operationId: 'listLectures',
      summary: 'The lectures of a course (ADMINs and active subscribers)',
      tags: ['lectures'],
      security: SESSION,
      parameters: [idParam('The course.')],
      responses: {
        200: json(
          'The lectures, in order: every one for an ADMIN, the READY ones for a subscriber.',
          envelope({ lectures: arrayOf(ref('Lecture')) }),
        ),
        ...errors(401, 403, 404),
      },
    },
    post: {
      operationId: 'addLecture',
      summary: 'Add a lecture (its video) to a course',
      tags: ['lectures'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [idParam('The course.')],
      requestBody: multipartBody<LectureFields>(
        { title: str(), description: str() },
        { name: 'lecture', types: 'video/mp4, video/webm, video/quicktime', required: true },
      ),
      responses: {
        201: json('Added.', envelope({ message: message(LECTURE_ADDED_MESSAGE), course: ref('CourseWithLectures') })),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
    put: {
      operationId: 'updateCourse',
      summary: 'Replace the fields of a course, and its thumbnail when one is sent',
      tags: ['courses'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [idParam('The course.')],
      requestBody: multipartBody<CourseFields>(
        { title: str(), description: str(), category: str(), createdBy: str("The instructor's name.") },
        { name: 'thumbnail', types: THUMBNAIL_TYPES, required: false },
      ),
      responses: {
        200: json('Updated.', envelope({ message: message(COURSE_UPDATED_MESSAGE), course: ref('Course') })),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
    delete: {
      operationId: 'deleteCourse',
      summary: 'Delete a course, its lectures and their files',
      tags: ['courses'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [idParam('The course.')],
      responses: {
        200: json('Deleted.', envelope({ message: message(COURSE_DELETED_MESSAGE) })),
        ...errors(401, 403, 404),
      },
    },
  },
});

/** The contact form. */
const contactPaths = (): Record<string, PathItemObject> => ({
  '/contact': {
    post: {
      operationId: 'submitContact',
      summary: 'Send a message through the contact form',
      tags: ['contact'],
      security: PUBLIC,
      requestBody: jsonBody<ContactFields>({ name: str(), email: str(), message: str() }),
      responses: {
        200: json('Received.', envelope({ message: message(messages.contactSubmitted) })),
        ...errors(400, 413, 415, 429),
      },
    },
  },
});

/** The subscription and the payment records. */
const paymentPaths = (): Record<string, PathItemObject> => ({
  '/payments/stripe-key': {
    get: {
      operationId: 'stripeKey',
      summary: "The card provider's publishable key",
      tags: ['payments'],
      security: SESSION,
      responses: {
        200: json('The key.', envelope({ key: nullable(str('Null in test mode (no Stripe).')) })),
        ...errors(401),
      },
    },
  },
  '/payments/subscribe': {
    post: {
      operationId: 'subscribe',
      summary: 'Open a checkout for the yearly bundle; send the browser to `url`',
      description: 'No body. The checkout returns to /checkout/success?session_id=… (or /checkout/failure).',
      tags: ['payments'],
      security: SESSION,
      responses: {
        200: json(
          'The checkout session.',
          envelope({ id: str('The checkout session id.'), url: str("The provider's checkout page.") }),
        ),
        ...errors(400, 401, 403, 409, 502),
      },
    },
  },
  '/payments/verify': {
    post: {
      operationId: 'verifySubscription',
      summary: "Confirm one of the logged-in user's subscriptions by its id",
      tags: ['payments'],
      security: SESSION,
      requestBody: jsonBody<{ subscription_id: string }>({ subscription_id: str() }),
      responses: {
        200: json('Active.', envelope({ message: message(paymentMessages.subscriptionActive), subscriptionId: str() })),
        ...errors(400, 401, 403, 404, 409, 413, 415, 502),
      },
    },
  },
  '/payments/get-subscription': {
    get: {
      operationId: 'confirmCheckout',
      summary: 'After the checkout: activate the subscription once the session is paid',
      tags: ['payments'],
      security: SESSION,
      parameters: [queryParam('session_id', str(), true, 'The session_id the checkout returned with.')],
      responses: {
        200: json('Active.', envelope({ subscriptionId: str(), message: message(paymentMessages.subscriptionActive) })),
        // 409: a second payment while already subscribed; it has been refunded and its subscription cancelled.
        ...errors(400, 401, 403, 404, 409, 502),
      },
    },
  },
  '/payments/unsubscribe': {
    get: {
      operationId: 'unsubscribe',
      summary: 'Cancel the subscription now (refunded in full within the refund window)',
      tags: ['payments'],
      security: SESSION,
      responses: {
        200: json(
          'Cancelled.',
          envelope({
            message: message(paymentMessages.cancellationSuccessful),
            refunded: bool('Whether the last payment was refunded.'),
          }),
        ),
        ...errors(400, 401, 403, 502),
      },
    },
  },
  '/payments': {
    get: {
      operationId: 'paymentRecords',
      summary: 'Payment records and sales per month',
      tags: ['payments'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [
        queryParam(
          'count',
          { ...int(), minimum: 1, maximum: MAX_PAYMENT_RECORDS },
          false,
          `How many records, newest first (at most ${MAX_PAYMENT_RECORDS}).`,
        ),
      ],
      responses: {
        200: json(
          'The records.',
          envelope({
            allPayments: arrayOf(ref('Payment'), 'Newest first.'),
            finalMonths: { ...arrayOf(str()), minItems: 12, maxItems: 12, description: 'Jan … Dec.' },
            monthlySalesRecord: twelve,
            year: int('The UTC year of monthlySalesRecord.'),
            message: message(PAYMENT_RECORDS_MESSAGE),
          }),
        ),
        ...errors(400, 401, 403),
      },
    },
  },
});

/** The admin dashboard. */
const statsPaths = (): Record<string, PathItemObject> => ({
  '/payments/get-monthly-payments': {
    get: {
      operationId: 'monthlyPayments',
      summary: 'Sales per month of a year',
      tags: ['stats'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      parameters: [queryParam('year', int(), false, 'The UTC year; the current one when omitted.')],
      responses: {
        200: json(
          'Twelve values, Jan … Dec.',
          envelope({ data: twelve, year: int(), message: message(STATS_MESSAGE) }),
        ),
        ...errors(400, 401, 403),
      },
    },
  },
  '/admin/stats/users': {
    get: {
      operationId: 'userStats',
      summary: 'Registered and subscribed user counts',
      tags: ['stats'],
      security: SESSION,
      'x-required-role': 'ADMIN',
      responses: {
        200: json(
          'The counts.',
          envelope({
            allUsersCount: int('Every account, admins included.'),
            subscribedUsersCount: int("Accounts whose subscription status is 'active'."),
            message: message(STATS_MESSAGE),
          }),
        ),
        ...errors(401, 403),
      },
    },
  },
});

const paths = (): Record<string, PathItemObject> => ({
  ...metaPaths(),
  ...userPaths(),
  ...coursePaths(),
  ...contactPaths(),
  ...paymentPaths(),
  ...statsPaths(),
});

/** Every state-changing method can meet the cross-site guard (403); GETs that can are marked one by one. */
function withCrossSiteRefusal(items: Record<string, PathItemObject>): Record<string, PathItemObject> {
  for (const item of Object.values(items)) {
    for (const [method, operation] of Object.entries(item) as [HttpMethod, OperationObject][]) {
      if (method !== 'get' && !operation.responses['403']) Object.assign(operation.responses, errors(403));
    }
  }
  return items;
}

/** The facade's OpenAPI 3.1 document, served at GET /api/v1/openapi.json. */
export function openApiDocument(config: Config): OpenApiDocument {
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
    paths: withCrossSiteRefusal(paths()),
    components: {
      schemas: {
        User: user,
        Course: course,
        CourseWithLectures: courseWithLectures,
        Lecture: lecture,
        Payment: payment,
        Error: errorSchema,
      },
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName(config),
          description: 'The httpOnly session cookie that login and register set (the same session as GraphQL).',
        },
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The same session token, for integrators.' },
      },
    },
  };
}
