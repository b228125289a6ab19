import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { actingViewer } from '../../modules/api-key/api-key-access';
import { type CatalogSlot, catalogSlot } from '../../modules/course/catalog-cache';
import { DomainError } from '../../shared/errors';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { rootFieldsOf } from './api-key-access';
import type { GraphQLContext } from './context';

/**
 * Root fields whose answers to a caller acting anonymously depend on the catalogue alone (the courses and lectures
 * tables, whose writes bump `catalog_version`): whatever is selected under them, an anonymous caller's answer is
 * everyone's.
 */
const CATALOG_FIELDS = new Set(['Query.courses', 'Query.course', 'Query.categories']);

/** Distinct (document, operation name) pairs whose verdict is remembered; the client sends a few dozen. */
const MAX_DOCUMENTS = 1000;

/**
 * Memory for the hottest answers as the bytes sent (a catalogue page is about 35 kB): a hit then sends them as they
 * are, without encoding the kept text again; keyed by the slot's key, which names the catalogue's edition. Each keeps
 * when its answer was cached, for the hit's `Age`.
 */
const ENCODED_ANSWER_BYTES = 8 * 1024 * 1024;

/** Apollo Server's CSRF prevention (csrfPrevention: true): the content types a browser sends without a preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/** The media types Apollo answers a single result with, in its order of preference. */
const RESULT_TYPES = ['application/json', 'application/graphql-response+json'];

/** A cached answer as sent, and when it was cached (epoch milliseconds). */
interface EncodedAnswer {
  bytes: Buffer;
  storedAt: number;
}

/** One operation as the HTTP request names it, before anything is parsed. */
interface RawOperation {
  /** Names the document and operation: the text (or the trusted document's hash) and the operation name. */
  document: string;
  /** Names the answer: the document and the variables. */
  answer: string;
  /** The document came as text, not as a trusted document's hash. */
  sentAsText: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `query`, `operationName`, `variables` and `extensions` as Apollo reads them from a GET or a JSON POST. */
function requestFields(req: Request): Record<string, unknown> | null {
  if (req.method === 'POST') return req.is('application/json') && isRecord(req.body) ? req.body : null;
  if (req.method !== 'GET') return null;
  const contentType = req.get('content-type');
  if (contentType !== undefined && req.is('application/json') === false) return null;
  const search = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1));
  const fields: Record<string, unknown> = {};
  for (const name of ['query', 'operationName', 'variables', 'extensions']) {
    const [value, ...more] = search.getAll(name);
    if (more.length > 0) return null;
    if (value === undefined) continue;
    if (name === 'variables' || name === 'extensions') {
      try {
        fields[name] = JSON.parse(value);
      } catch {
        return null;
      }
    } else fields[name] = value;
  }
  return fields;
}

/**
 * The operation a request names, or null when it is not one this cache keeps: the text, or a trusted document's hash
 * alone (a hash sent with text is checked against it by Apollo, so that request goes there).
 */
function rawOperationOf(req: Request): RawOperation | null {
  const fields = requestFields(req);
  if (!fields) return null;
  const { query, operationName = null, variables = {}, extensions } = fields;
  if ((operationName !== null && typeof operationName !== 'string') || !isRecord(variables)) return null;
  const persisted = isRecord(extensions) ? extensions.persistedQuery : undefined;
  let document: string;
  if (typeof query === 'string' && persisted === undefined) document = `text:${query}`;
  else if (query === undefined && isRecord(persisted) && persisted.version === 1) {
    if (typeof persisted.sha256Hash !== 'string') return null;
    document = `hash:${persisted.sha256Hash}`;
  } else return null;
  const named = JSON.stringify([document, operationName]);
  return {
    document: sha256(named),
    answer: `graphql:${sha256(`${named}${JSON.stringify(variables)}`)}`,
    sentAsText: document.startsWith('text:'),
  };
}

/** Whether Apollo's CSRF prevention lets the request through (else it goes there, to be refused). */
function passesCsrfPrevention(req: Request) {
  const contentType = req.get('content-type');
  if (contentType !== undefined && req.is(SIMPLE_CONTENT_TYPES) === false) return true;
  return PREFLIGHT_HEADERS.some((header) => Boolean(req.get(header)));
}

/** Apollo's answer for a single result: `{"data":…}` as it serialises it (runHttpQuery's prettyJSONStringify). */
const serialisedAsApollo = (data: Record<string, unknown>) => `${JSON.stringify({ data })}\n`;

/**
 * Anonymous catalogue reads over GraphQL, answered before Apollo parses anything, as REST answers its cache hits.
 *
 * On its first request a document goes through Apollo: the plugin sees the parsed operation and remembers, per
 * document and operation name, whether its answer is everyone's (a query of catalogue root fields only,
 * CATALOG_FIELDS). When it is, and the caller acts anonymously (no session; an API key only if its scopes grant
 * those fields as an anonymous caller), the answer Apollo sends is kept as its serialised bytes in the catalogue
 * cache (modules/course/catalog-cache.ts), keyed by the document (its text, or its trusted hash), the operation
 * name, the variables and the catalogue's version: the version is read before the operation runs, and a write bumps
 * it in its own transaction, so a write is visible on the very next read, on every instance.
 *
 * From then on the middleware, in front of Apollo, answers a repeated request from those bytes after one statement
 * (the version), with the content type Apollo would choose: no parsing, validation, context or plugins. A signed-in
 * caller never reaches the cache, and no answer built for one is ever kept; an API key is answered only when its
 * scopes grant every root field, as an anonymous caller (api-key-access.ts). Whatever the middleware cannot vouch for
 * (a request Apollo's CSRF prevention would refuse, an Accept it would answer 406, a hash sent with text, a text an
 * anonymous caller may not send: trusted-documents.ts) goes to Apollo, which answers or refuses it as before.
 */
export function catalogFastPath(deps: AppDeps) {
  /** Per document and operation name: the root fields when anonymous answers are everyone's, else false. */
  const verdicts = new LRUCache<string, readonly string[] | false>({ max: MAX_DOCUMENTS });
  /** What the middleware learnt of a request it let through, for the plugin. */
  const passing = new WeakMap<Request, { operation: RawOperation; slot: CatalogSlot | null }>();
  const encoded = new LRUCache<string, EncodedAnswer>({
    maxSize: ENCODED_ANSWER_BYTES,
    sizeCalculation: ({ bytes }) => bytes.length,
  });
  /** An anonymous caller's scope for the version lookup: one statement outside any unit of work, so no fork. */
  const lookupScope = (req: Request): RequestScope => ({ em: deps.orm.em, viewer: null, ip: req.ip ?? '', deps });
  /** The answer kept in `slot`, if any, as bytes. */
  const keptBytes = async (slot: CatalogSlot) => {
    const known = encoded.get(slot.key);
    if (known) return known;
    const kept = await slot.kept();
    if (kept === undefined) return undefined;
    const encoding = { bytes: Buffer.from(kept.answer), storedAt: kept.storedAt };
    encoded.set(slot.key, encoding);
    return encoding;
  };

  /**
   * Whether this caller's answer is the anonymous one, for an operation of these root fields, sent as text or not:
   * with GRAPHQL_ANONYMOUS_DOCUMENTS=trusted a text is for API keys alone (Apollo refuses it to anyone else).
   */
  const actsAnonymously = (req: Request, rootFields: readonly string[], sentAsText: boolean) => {
    if (req.viewer) return false;
    if (!req.apiKey) return !sentAsText || deps.config.anonymousDocuments === 'any';
    try {
      return actingViewer(req.apiKey, rootFields) === null;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  };

  async function middleware(req: Request, res: Response, next: NextFunction) {
    const operation = deps.catalogCache ? rawOperationOf(req) : null;
    if (!operation) return next();
    passing.set(req, { operation, slot: null });
    const rootFields = verdicts.get(operation.document);
    const contentType = req.accepts(RESULT_TYPES);
    if (
      !rootFields ||
      !actsAnonymously(req, rootFields, operation.sentAsText) ||
      !passesCsrfPrevention(req) ||
      !contentType
    )
      return next();
    let slot: CatalogSlot | null;
    try {
      slot = await catalogSlot(lookupScope(req), operation.answer);
    } catch {
      // The database failed: Apollo answers, and logs and masks the failure as any other (format-error.ts).
      return next();
    }
    const hit = slot && (await keptBytes(slot));
    if (!hit) {
      passing.set(req, { operation, slot });
      return next();
    }
    // As an HTTP cache says of what it serves (RFC 9111, section 5.1): the answer's seconds in the cache.
    const age = Math.max(0, Math.floor((Date.now() - hit.storedAt) / 1000));
    res.status(200).set('Age', String(age)).type(`${contentType}; charset=utf-8`).send(hit.bytes);
  }

  const plugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart({ contextValue }) {
      const known = passing.get(contextValue.req);
      if (!known) return;
      let rootFields: readonly string[] | false = false;
      let slot: CatalogSlot | null = null;
      return {
        async didResolveOperation({ operation, document }) {
          const fields = operation ? rootFieldsOf(operation, document) : [];
          const everyones =
            operation?.operation === 'query' && fields.length > 0 && fields.every((field) => CATALOG_FIELDS.has(field));
          rootFields = everyones ? fields : false;
          verdicts.set(known.operation.document, rootFields);
        },
        // After every didResolveOperation (the API key's acting viewer is set) and before the operation runs: the
        // version the answer is kept under is never newer than what it shows.
        async responseForOperation({ contextValue: { scope } }) {
          if (rootFields && scope.viewer === null)
            slot = known.slot ?? (await catalogSlot(scope, known.operation.answer));
          return null;
        },
        async willSendResponse({ response, logger }) {
          if (!slot || response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          if (errors || extensions || !data || (response.http.status ?? 200) !== 200) return;
          slot.set(serialisedAsApollo(data)).catch((error: unknown) => logger.warn(error));
        },
      };
    },
  };

  return { middleware, plugin };
}
