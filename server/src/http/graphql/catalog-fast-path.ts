import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { ExecutionResult } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { type CatalogSlot, catalogSlot } from '../../catalog/course/catalog-cache';
import { actingViewer } from '../../identity/api-key/api-key-access';
import { DomainError } from '../../shared/errors';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { nulBytePath } from '../../shared/validation';
import { rootFieldsOf } from './api-key-access';
import type { GraphQLContext } from './context';
import { compileOperation } from './jit-executor';

/**
 * Root fields whose answers to a caller acting anonymously depend on the catalogue alone (the courses and lectures
 * tables, whose writes bump `catalog_version`): whatever is selected under them, an anonymous caller's answer is
 * everyone's.
 */
const CATALOG_FIELDS = new Set(['Query.courses', 'Query.course', 'Query.categories', 'Query.courseLanguages']);

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
  variables: Record<string, unknown>;
}

/** What the middleware learnt of a request it let through, and the verdict the plugin reaches on it. */
interface Passing {
  operation: RawOperation;
  slot: CatalogSlot | null;
  verdict?: Verdict;
}

/** What Apollo told of an operation whose anonymous answers are everyone's. */
interface Verdict {
  rootFields: readonly string[];
  /** The operation compiled by graphql-jit, which the middleware runs itself; null when it cannot be compiled. */
  compiled: CompiledQuery | null;
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
    variables,
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
 * A 200 with `body`, the headers Express's `res.type(…).send(body)` sets on this app (whose ETag is off), without
 * send's copy of a text answer (a catalogue page is about 35 kB) into a Buffer first: the text is written as it is.
 */
function sendAnswer(res: Response, contentType: string, body: string | Buffer) {
  res.statusCode = 200;
  res.setHeader('Content-Type', `${contentType}; charset=utf-8`);
  res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  res.end(body);
}

/**
 * Anonymous catalogue reads over GraphQL, answered before Apollo parses anything, as REST answers its cache hits.
 *
 * On its first request a document goes through Apollo: the plugin sees the parsed operation and remembers, per
 * document and operation name, whether its answer is everyone's (a query of catalogue root fields only,
 * CATALOG_FIELDS) and, when it is, the operation compiled by graphql-jit. When the caller acts anonymously (no session;
 * an API key only if its scopes grant those fields as an anonymous caller), later requests for it are answered by
 * the middleware, in front of Apollo, with the content type Apollo would choose:
 * - from the catalogue cache (catalog/course/catalog-cache.ts), when it is on and holds the answer: its serialised
 *   bytes, kept under the document (its text, or its trusted hash), the operation name, the variables and the
 *   catalogue's version, after one statement (the version). The version is read before the operation runs, and a
 *   write bumps it in its own transaction, so a write is visible on the very next read, on every instance;
 * - otherwise by running the compiled operation itself, with the context Apollo would build, and keeping the answer
 *   when the cache is on. Apollo's request pipeline (its HTTP handling, plugins' hooks, the executor's wrapping) was
 *   about as much CPU as the catalogue's own statements (docs/benchmarks.md); its parse and validation were already
 *   cached. An answer with errors is not sent: the request goes on to Apollo, which runs it again and words the
 *   errors as always (catalogue reads write nothing, so running one twice changes nothing).
 *
 * A signed-in caller never reaches this path, and no answer built for one is ever kept; an API key is answered only
 * when its scopes grant every root field, as an anonymous caller (api-key-access.ts). Whatever the middleware cannot
 * vouch for (a request Apollo's CSRF prevention would refuse, an Accept it would answer 406, a hash sent with text, a
 * text an anonymous caller may not send: trusted-documents.ts; variables holding U+0000: reject-nul-bytes.ts) goes to
 * Apollo, which answers or refuses it as before. The verdict is remembered only for an operation that every plugin
 * let run (armor's limits, the API key's scopes, NUL bytes in the document).
 */
export function catalogFastPath(deps: AppDeps, contextOf: (req: Request, res: Response) => GraphQLContext) {
  /** Per document and operation name: what to run when anonymous answers are everyone's, else false. */
  const verdicts = new LRUCache<string, Verdict | false>({ max: MAX_DOCUMENTS });
  /** What the middleware learnt of a request it let through, for the plugin. */
  const passing = new WeakMap<Request, Passing>();
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

  /** The anonymous answer as Apollo would serialise it, or null when it has errors (Apollo then answers). */
  const answerOf = async (req: Request, res: Response, compiled: CompiledQuery, variables: Record<string, unknown>) => {
    const result = (await compiled.query(undefined, contextOf(req, res), variables)) as ExecutionResult;
    return result.errors || !result.data ? null : serialisedAsApollo(result.data);
  };

  async function middleware(req: Request, res: Response, next: NextFunction) {
    const operation = rawOperationOf(req);
    if (!operation) return next();
    passing.set(req, { operation, slot: null });
    const verdict = verdicts.get(operation.document);
    const contentType = req.accepts(RESULT_TYPES);
    if (
      !verdict ||
      !actsAnonymously(req, verdict.rootFields, operation.sentAsText) ||
      !passesCsrfPrevention(req) ||
      !contentType ||
      nulBytePath(operation.variables) !== null
    )
      return next();
    let slot: CatalogSlot | null = null;
    try {
      slot = await catalogSlot(lookupScope(req), operation.answer);
      const hit = slot && (await keptBytes(slot));
      if (hit) {
        // As an HTTP cache says of what it serves (RFC 9111, section 5.1): the answer's seconds in the cache.
        const age = Math.max(0, Math.floor((Date.now() - hit.storedAt) / 1000));
        res.setHeader('Age', String(age));
        sendAnswer(res, contentType, hit.bytes);
        return;
      }
    } catch {
      // The database failed: Apollo answers, and logs and masks the failure as any other (format-error.ts).
      return next();
    }
    let answer: string | null = null;
    try {
      answer = verdict.compiled && (await answerOf(req, res, verdict.compiled, operation.variables));
    } catch {
      // As above: Apollo runs it again and answers the failure.
    }
    if (answer === null) {
      passing.set(req, { operation, slot });
      return next();
    }
    sendAnswer(res, contentType, answer);
    slot?.set(answer).catch((error: unknown) => req.log.warn(error));
  }

  const plugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart({ contextValue }) {
      const known = passing.get(contextValue.req);
      if (!known) return;
      let rootFields: readonly string[] | false = false;
      let slot: CatalogSlot | null = null;
      return {
        async didResolveOperation({ operation, document, schema, operationName }) {
          const fields = operation ? rootFieldsOf(operation, document) : [];
          const everyones =
            operation?.operation === 'query' && fields.length > 0 && fields.every((field) => CATALOG_FIELDS.has(field));
          rootFields = everyones ? fields : false;
          if (!rootFields) verdicts.set(known.operation.document, false);
          else if (!verdicts.get(known.operation.document)) {
            const compiled = compileOperation(schema, document, operationName);
            // Remembered once every plugin has let the operation run (responseForOperation), not before.
            known.verdict = { rootFields, compiled };
          }
        },
        // After every didResolveOperation (the API key's acting viewer is set) and before the operation runs: the
        // version the answer is kept under is never newer than what it shows.
        async responseForOperation({ contextValue: { scope } }) {
          if (known.verdict) verdicts.set(known.operation.document, known.verdict);
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
