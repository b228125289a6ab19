import type { ApiScope } from '@coursehub/shared';
import { expect } from 'vitest';
import type { Course } from '../../../src/catalog/course/course.entity';
import type { Lecture } from '../../../src/catalog/lecture/lecture.entity';
import { applyProviderState } from '../../../src/commerce/billing/subscription-sync';
import { sessionCookieName } from '../../../src/http/session-cookie';
import type { User } from '../../../src/identity/user/user.entity';
import type { TestModePaymentProvider } from '../../../src/payments/test-mode.provider';
import { createCourse } from '../../course-factories';
import { createUser } from '../../factories';
import { PNG_1PX } from '../../fixtures/images';
import { type GqlResponse, gql, gqlUpload, type UploadPart } from '../../graphql-client';
import { startTestApp, type TestApp } from '../../harness';
import { type FilePart, type RestClient, type RestResponse, restClient } from '../../rest-client';
import type { Caller, GraphqlOutcome, RestOutcome, Row } from './outcomes';

/**
 * The app the authorization matrix runs against and the callers it signs in, shared by the areas' tables
 * (accounts.ts, catalogue.ts, learning.ts, billing.ts) and the test file that runs them.
 */

/** An operation's row and the call that makes it: a request valid in every respect but who sends it. */
export type MatrixCase<Outcome, Response> = readonly [Row<Outcome>, (who: Session) => Promise<Response>];
export type GraphqlCase = MatrixCase<GraphqlOutcome, GqlResponse>;
export type RestCase = MatrixCase<RestOutcome, RestResponse>;
export const rule = <Outcome, Response>(
  row: Row<Outcome>,
  call: (who: Session) => Promise<Response>,
): MatrixCase<Outcome, Response> => [row, call];
/** An area's part of the matrix: `Query.field` and `Mutation.field` rows, and `METHOD /path` as documented. */
export interface MatrixArea {
  graphql: Record<string, GraphqlCase>;
  rest: Record<string, RestCase>;
}

// Set by startMatrixApp (the test file's beforeAll) and read by every call when it runs.
export let app: TestApp;
export let rest: RestClient;
/** Read-only fixtures; every operation that changes a course gets a fresh one. */
export let catalogue: { course: Course; lectures: Lecture[] };

export async function startMatrixApp() {
  // An endpoint nothing is sent to (no worker runs here): retranscribeLecture finds transcription on, on any machine.
  app = await startTestApp({ TRANSCRIPTION_URL: 'http://127.0.0.1:9' });
  rest = restClient(app);
  expect(app.deps.payments.kind).toBe('test');
  catalogue = await createCourse(app, { title: 'Matrix Catalogue' }, { lectures: 2 });
  return app;
}

export interface PaidCheckout {
  sessionId: string;
  subscriptionId: string;
}

/** A fresh account per test (no test sees another's side effects), or nobody. */
export interface Session {
  caller: Caller;
  user: User | null;
  token?: string;
  /** The subscriber's confirmed checkout. */
  subscription?: PaidCheckout;
  /** An API key's secret: the caller is that key (sent as `Authorization: Bearer` on both transports). */
  apiKey?: string;
}

/** A checkout the learner opened and paid on test mode's page, not yet confirmed by the app. */
export async function paidCheckout(user: User): Promise<PaidCheckout> {
  const { payments } = app.deps;
  const { id } = await payments.createCheckout({
    userId: user.id,
    email: user.email,
    customerId: null,
    idempotencyKey: `matrix:${user.id}`,
    returnTo: app.config.clientUrl,
  });
  expect(await (payments as TestModePaymentProvider).pay(id)).toBe('complete');
  const checkout = await payments.getCheckout(id);
  return { sessionId: id, subscriptionId: checkout!.subscription!.id };
}

/**
 * A real subscriber: paid through test mode and activated by the same code path the confirmation
 * runs, so the account has a subscription at the provider (cancelling needs one) and a payment.
 */
async function subscribe(user: User): Promise<PaidCheckout> {
  const paid = await paidCheckout(user);
  const { payments } = app.deps;
  const checkout = (await payments.getCheckout(paid.sessionId))!;
  const invoice = checkout.invoiceId ? await payments.getInvoice(checkout.invoiceId) : null;
  const state = { provider: payments.kind, userId: user.id, subscription: checkout.subscription, invoice };
  const subscribed = await app.orm.em.fork().transactional((tx) => applyProviderState(tx, state, app.deps));
  expect(subscribed?.subscriptionStatus).toBe('active');
  return paid;
}

export async function signIn(caller: Caller): Promise<Session> {
  if (caller === 'anonymous') return { caller, user: null };
  // Established accounts, their email confirmed (a checkout needs that).
  const { user, token } = await createUser(app, { role: caller === 'admin' ? 'ADMIN' : 'USER', emailVerified: true });
  const subscription = caller === 'subscriber' ? await subscribe(user) : undefined;
  return { caller, user, token, subscription };
}

export const inADay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

/** A key as an admin makes it through the API: its secret and its id. */
export async function apiKeyRow(scopes: readonly ApiScope[]) {
  const { createApiKey } = await byNewAdmin<{ createApiKey: { key: string; apiKey: { id: string } } }>(
    'mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }',
    { input: { name: 'Matrix key', scopes, expiresAt: inADay() } },
  );
  return { key: createApiKey.key, id: createApiKey.apiKey.id };
}

/** An operation by an ADMIN of its own, to make what a case needs: it must succeed. Its data. */
export async function byNewAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const response = await gql<T>(app, query, variables, { token });
  expect(response.errors).toBeUndefined();
  return response.data!;
}

export const uniqueEmail = () => `matrix-${Math.random().toString(36).slice(2)}@example.com`;

// --- GraphQL --------------------------------------------------------------------------------------

const credentials = (who: Session) => {
  const token = who.apiKey ?? who.token;
  return token ? { token } : undefined;
};
export const ask = (who: Session, query: string, variables: Record<string, unknown> = {}) =>
  gql(app, query, variables, credentials(who));
export const askWithFile = (who: Session, query: string, variables: Record<string, unknown>, file: UploadPart) =>
  gqlUpload(app, query, variables, [file], credentials(who));

export const pngAt = (path: string): UploadPart => ({
  path,
  filename: 'image.png',
  content: PNG_1PX,
  type: 'image/png',
});

// --- REST -----------------------------------------------------------------------------------------

// As the app's pages send it: a cookie session names the page (the spec's state-changing GETs require it).
export const auth = (who: Session) =>
  who.apiKey
    ? { token: who.apiKey }
    : who.token
      ? { cookie: `${sessionCookieName(app.config)}=${who.token}`, headers: { referer: `${app.url}/` } }
      : {};
export const png = (field: string): Record<string, FilePart> => ({
  [field]: { content: PNG_1PX, filename: 'image.png', type: 'image/png' },
});
