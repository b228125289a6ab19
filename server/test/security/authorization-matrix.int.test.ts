import { randomUUID } from 'node:crypto';
import { API_SCOPE_NAMES, type ApiScope } from '@coursehub/shared';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../../src/http/graphql/schema';
import { openApiDocument } from '../../src/http/rest/openapi';
import { sessionCookieName } from '../../src/http/session-cookie';
import { ANY_KEY_OPERATIONS, SCOPE_GRANTS, scopesGranting } from '../../src/modules/api-key/api-scopes';
import { applyProviderState } from '../../src/modules/billing/subscription-sync';
import { resolveCategory } from '../../src/modules/course/category.service';
import type { Course } from '../../src/modules/course/course.entity';
import { unsubscribeToken } from '../../src/modules/discussion/mail-opt-outs';
import type { Lecture } from '../../src/modules/lecture/lecture.entity';
import { Payment } from '../../src/modules/payment/payment.entity';
import { newCertificateCode } from '../../src/modules/progress/certificate.service';
import type { TokenPurpose } from '../../src/modules/user/account-token.entity';
import { issueAccountToken } from '../../src/modules/user/account-tokens';
import { Passkey } from '../../src/modules/user/passkey.entity';
import { User } from '../../src/modules/user/user.entity';
import type { TestModePaymentProvider } from '../../src/payments/test-mode.provider';
import { createCourse } from '../course-factories';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { PNG_1PX } from '../fixtures/images';
import { mp4OfSize } from '../fixtures/videos';
import { errorCode, type GqlResponse, gql, gqlUpload, type UploadPart } from '../graphql-client';
import { startTestApp, type TestApp } from '../harness';
import { createPayment } from '../payment-fixtures';
import { type FilePart, type RestClient, type RestResponse, restClient } from '../rest-client';

/**
 * Who may call what: every GraphQL root field and every documented REST operation, called by each
 * kind of caller with a request that is valid in every other respect, against the table below.
 * The completeness checks fail when an operation is added without a row (or a row outlives it).
 */

const CALLERS = ['anonymous', 'user', 'subscriber', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

type GraphqlOutcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_USER_INPUT';
type RestOutcome = 200 | 201 | 400 | 401 | 403 | 404 | 409;
type Row<Outcome> = Readonly<Record<Caller, Outcome>>;

/** A row from its outcomes in the order of CALLERS: anonymous, user, subscriber, admin. */
const row = (anonymous: GraphqlOutcome, user: GraphqlOutcome, subscriber: GraphqlOutcome, admin: GraphqlOutcome) =>
  ({ anonymous, user, subscriber, admin }) as const satisfies Row<GraphqlOutcome>;

/** Anyone, logged in or not. */
const OPEN = row('ok', 'ok', 'ok', 'ok');
/** Any session. */
const SIGNED_IN = row('UNAUTHENTICATED', 'ok', 'ok', 'ok');
/** ADMIN only. */
const ADMIN_ONLY = row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok');
/** Lecture videos: ADMINs and active subscribers (the entitlement policy, not a role). */
const WATCHERS = row('UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok');
/**
 * Opening a checkout: a learner without a subscription. A subscriber already has one (CONFLICT, so
 * the client can say so); an ADMIN is never charged (FORBIDDEN).
 */
const CHECKOUT = row('UNAUTHENTICATED', 'ok', 'CONFLICT', 'FORBIDDEN');
/**
 * Confirming a paid checkout or subscription: its owner only. The learner confirms the one they just
 * paid, the subscriber confirms theirs again (idempotent). An ADMIN cannot have one (startCheckout
 * refuses admins), so the admin (like the anonymous caller) sends a learner's: FORBIDDEN, not theirs.
 */
const OWN_PAYMENT = row('UNAUTHENTICATED', 'ok', 'ok', 'FORBIDDEN');
/**
 * A payment's receipt: its payer's own, any for an ADMIN. The subscriber asks for theirs; the learner, who has none,
 * for another learner's: NOT_FOUND, as for an unknown id, so that ids cannot be probed.
 */
const OWN_RECEIPT = row('UNAUTHENTICATED', 'NOT_FOUND', 'ok', 'ok');
/**
 * Cancelling: anyone with a session may ask, but only a subscriber has something to cancel; the
 * learner and the admin get BAD_USER_INPUT 'You do not have an active subscription'.
 */
const CANCEL = row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'ok', 'BAD_USER_INPUT');

const GRAPHQL_MATRIX = {
  'Query.apiKeys': ADMIN_ONLY,
  // What cancelling would do: like cancelling, only a subscriber has a subscription to ask about.
  'Query.cancellationPreview': CANCEL,
  'Query.categories': OPEN,
  // Public: anyone holding a certificate's code may verify it.
  'Query.certificate': OPEN,
  'Query.contactMessages': ADMIN_ONLY,
  // Analytics: ADMIN (or an API key with the analytics scope).
  'Query.courseAnalytics': ADMIN_ONLY,
  'Query.learningOverview': ADMIN_ONLY,
  'Query.lectureRetention': ADMIN_ONLY,
  // The caller's own courses in progress; empty for an anonymous caller (the home page asks it for everyone).
  'Query.continueWatching': OPEN,
  'Query.myCourseProgress': OPEN,
  'Query.course': OPEN,
  'Query.courses': OPEN,
  'Query.lectures': WATCHERS,
  'Query.lecturesConnection': WATCHERS,
  // Null for an anonymous caller rather than an error: the client asks it to learn who is logged in.
  'Query.me': OPEN,
  // The caller's own data (GraphQL has no way to address another account's).
  'Query.exportMyData': SIGNED_IN,
  'Query.myCertificates': SIGNED_IN,
  'Query.myPayments': SIGNED_IN,
  // The caller's own sessions (GraphQL has no way to address another account's).
  'Query.mySessions': SIGNED_IN,
  'Query.payments': ADMIN_ONLY,
  'Query.receipt': OWN_RECEIPT,
  'Query.revenue': ADMIN_ONLY,
  'Query.stats': ADMIN_ONLY,
  'Query.stripePublishableKey': SIGNED_IN,
  'Query.subscriptionPlan': OPEN,
  'Query.unpublishedLectures': ADMIN_ONLY,
  // The caption editor's read of one track with its cues.
  'Query.captionTrack': ADMIN_ONLY,
  // Anyone may learn that a moment matches (title, lecture, time, the cue's text); playing it is the lecture's rule.
  'Query.searchTranscripts': OPEN,
  'Mutation.uploadCaptions': ADMIN_ONLY,
  'Mutation.updateCaptionCues': ADMIN_ONLY,
  'Mutation.deleteCaptions': ADMIN_ONLY,
  'Mutation.retranscribeLecture': ADMIN_ONLY,
  // The admin's list of accounts, with each one's payments and progress (ADMIN-only fields too).
  'Query.users': ADMIN_ONLY,
  // A playback lease for the caller's own device (null for ADMINs, who need none), before playing a lecture.
  'Mutation.acquirePlaybackLease': WATCHERS,
  'Mutation.addLecture': ADMIN_ONLY,
  'Mutation.createApiKey': ADMIN_ONLY,
  'Mutation.revokeApiKey': ADMIN_ONLY,
  'Mutation.cancelSubscription': CANCEL,
  // Auto-renewal off or on: like cancelling, only a subscriber has one to change.
  'Mutation.setAutoRenew': CANCEL,
  // The billing page of the caller's own customer at the provider: only someone who paid has one.
  'Mutation.openBillingPortal': CANCEL,
  'Mutation.changePassword': SIGNED_IN,
  'Mutation.confirmCheckout': OWN_PAYMENT,
  // Mailed links: whoever holds the token, signed in or not.
  'Mutation.cancelEmailChange': OPEN,
  'Mutation.confirmEmailChange': OPEN,
  'Mutation.createCourse': ADMIN_ONLY,
  // The caller's own account, with its password; an ADMIN may go while another ADMIN remains (every admin case here
  // signs in a new one).
  'Mutation.deleteAccount': SIGNED_IN,
  'Mutation.deleteCourse': ADMIN_ONLY,
  'Mutation.publishCourse': ADMIN_ONLY,
  'Mutation.unpublishCourse': ADMIN_ONLY,
  'Query.managedCategories': ADMIN_ONLY,
  'Mutation.createCategory': ADMIN_ONLY,
  'Mutation.renameCategory': ADMIN_ONLY,
  'Mutation.mergeCategories': ADMIN_ONLY,
  'Mutation.deleteCategory': ADMIN_ONLY,
  'Mutation.deleteLecture': ADMIN_ONLY,
  'Mutation.login': OPEN,
  'Mutation.logout': OPEN,
  'Mutation.register': OPEN,
  // Mailed-token operations: the token is the credential, whoever (if anyone) is signed in.
  'Mutation.requestPasswordReset': OPEN,
  // The caller's own address, with the caller's password (GraphQL has no way to address another account's).
  'Mutation.requestEmailChange': SIGNED_IN,
  'Mutation.resendVerification': SIGNED_IN,
  // The caller's own certificate only: nobody in the matrix has completed the catalogue's course, so NOT_FOUND as for
  // another learner's.
  'Mutation.reissueCertificate': {
    anonymous: 'UNAUTHENTICATED',
    user: 'NOT_FOUND',
    subscriber: 'NOT_FOUND',
    admin: 'NOT_FOUND',
  },
  'Mutation.resetPassword': OPEN,
  'Mutation.revokeOtherSessions': SIGNED_IN,
  // Passkeys and two-factor sign-in (issue 34): the account's own factors need a session; each call sends what a
  // caller would, and the refusals after the session check are the service's (no challenge, nothing to turn off).
  'Mutation.passkeyRegistrationOptions': SIGNED_IN,
  'Mutation.registerPasskey': row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  'Mutation.renamePasskey': row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  'Mutation.removePasskey': row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  'Mutation.passkeyLoginOptions': OPEN,
  // An answer no authenticator signed: refused whoever sends it.
  'Mutation.loginWithPasskey': row('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  // The second step: the token a right password earned is the credential, whoever holds it.
  'Mutation.secondFactorPasskeyOptions': OPEN,
  'Mutation.completeSecondFactor': row('UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED'),
  'Mutation.enableTotp': SIGNED_IN,
  'Mutation.confirmTotp': row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  'Mutation.disableTotp': row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  'Mutation.regenerateRecoveryCodes': row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  'Mutation.reauthenticationPasskeyOptions': SIGNED_IN,
  'Mutation.reauthenticate': SIGNED_IN,
  // One of the caller's own sessions; another account's is NOT_FOUND (sessions.int.test.ts).
  'Mutation.revokeSession': SIGNED_IN,
  // The caller's own device's lease (a session names it): ending it frees the slot; nothing to end is `false`.
  'Mutation.releasePlaybackLease': SIGNED_IN,
  'Mutation.renewPlaybackLease': WATCHERS,
  'Mutation.reorderLectures': ADMIN_ONLY,
  'Mutation.retryLectureProcessing': ADMIN_ONLY,
  // The caller's own progress (GraphQL has no way to address another learner's), in lectures they may play.
  'Mutation.saveLectureProgress': WATCHERS,
  'Mutation.setLectureCompleted': WATCHERS,
  // The caller's own viewing session (their device), in lectures they may play.
  'Mutation.recordViewingHeartbeat': WATCHERS,
  'Mutation.setLecturePreview': ADMIN_ONLY,
  'Mutation.setCourseViewingRequirement': ADMIN_ONLY,
  'Mutation.startCheckout': CHECKOUT,
  'Mutation.submitContact': OPEN,
  'Mutation.updateCourse': ADMIN_ONLY,
  'Mutation.updateLecture': ADMIN_ONLY,
  // The caller's own profile (GraphQL has no way to address another user's).
  'Mutation.updateProfile': SIGNED_IN,
  'Mutation.verifyEmail': OPEN,
  'Mutation.verifySubscription': OWN_PAYMENT,
  // Quizzes: settings are public like the curriculum; taking one is the lecture entitlement; authoring is ADMIN's.
  'Query.quiz': OPEN,
  'Mutation.createQuiz': ADMIN_ONLY,
  'Mutation.updateQuiz': ADMIN_ONLY,
  'Mutation.deleteQuiz': ADMIN_ONLY,
  'Query.webhookEndpoints': ADMIN_ONLY,
  'Query.webhookDeliveries': ADMIN_ONLY,
  'Mutation.createWebhookEndpoint': ADMIN_ONLY,
  'Mutation.updateWebhookEndpoint': ADMIN_ONLY,
  'Mutation.rotateWebhookSecret': ADMIN_ONLY,
  'Mutation.deleteWebhookEndpoint': ADMIN_ONLY,
  'Mutation.replayWebhookDelivery': ADMIN_ONLY,
  'Mutation.sendTestWebhookEvent': ADMIN_ONLY,
  'Mutation.startQuizAttempt': WATCHERS,
  // The caller's own attempt (started in the call); another learner's is NOT_FOUND (quiz-authorization.int.test.ts).
  'Mutation.submitQuizAttempt': WATCHERS,
  // Single sign-on: the buttons' list and this browser's pending link and second step are public (null without their
  // cookie, and completing the link then has nothing to complete); unlinking is the caller's own link (none: NOT_FOUND).
  'Query.ssoProviders': OPEN,
  'Query.ssoPendingLink': OPEN,
  'Query.ssoSecondFactor': OPEN,
  'Mutation.completeSsoLink': row('BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  'Mutation.unlinkSso': row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND'),
  'Query.ssoProviderConfigs': ADMIN_ONLY,
  'Mutation.createSsoProvider': ADMIN_ONLY,
  'Mutation.updateSsoProvider': ADMIN_ONLY,
  'Mutation.deleteSsoProvider': ADMIN_ONLY,
  // Lecture Q&A: whoever may watch the lecture reads and posts; the caller's own post is edited and deleted, their own
  // question's answer accepted (another's is FORBIDDEN: discussion.int.test.ts); moderation and the inbox are ADMIN's.
  'Query.discussionPost': WATCHERS,
  'Query.courseQuestions': WATCHERS,
  'Query.unansweredQuestions': ADMIN_ONLY,
  'Mutation.askQuestion': WATCHERS,
  'Mutation.replyToPost': WATCHERS,
  'Mutation.editPost': WATCHERS,
  'Mutation.deletePost': WATCHERS,
  'Mutation.upvotePost': WATCHERS,
  'Mutation.acceptAnswer': WATCHERS,
  'Mutation.reportPost': WATCHERS,
  'Mutation.moderatePost': ADMIN_ONLY,
  // A mailed unsubscribe link: the token is the credential, whoever (if anyone) is signed in.
  'Mutation.setMailSubscription': OPEN,
} as const satisfies Record<string, Row<GraphqlOutcome>>;

const STATUS_OF = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
} as const satisfies Record<Exclude<GraphqlOutcome, 'ok'>, RestOutcome>;

/** The same rule through REST: `ok` is the route's success status, errors their HTTP status. */
const http = (outcomes: Row<GraphqlOutcome>, ok: 200 | 201 = 200): Row<RestOutcome> => {
  const status = (outcome: GraphqlOutcome) => (outcome === 'ok' ? ok : STATUS_OF[outcome]);
  return {
    anonymous: status(outcomes.anonymous),
    user: status(outcomes.user),
    subscriber: status(outcomes.subscriber),
    admin: status(outcomes.admin),
  };
};

const REST_MATRIX = {
  'GET /openapi.json': http(OPEN),
  'POST /user/register': http(OPEN, 201),
  'POST /user/login': http(OPEN),
  // A wrong code for a genuine second-factor token: 401 whoever sends it.
  'POST /user/login/second-factor': http(
    row('UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED'),
  ),
  // The token a right password earned is the credential, whoever holds it.
  'POST /user/login/second-factor/passkey-options': http(OPEN),
  'GET /user/logout': http(OPEN),
  // Unlike GraphQL's `me`, REST answers an anonymous caller 401.
  'GET /user/me': http(SIGNED_IN),
  // Addressed at ANOTHER user's profile: only an ADMIN may edit someone else's (own profiles: see below).
  'POST /user/update/{id}': http(ADMIN_ONLY),
  'POST /user/change-password': http(SIGNED_IN),
  'GET /courses': http(OPEN),
  'POST /courses': http(ADMIN_ONLY, 201),
  'DELETE /courses': http(ADMIN_ONLY),
  'GET /courses/{id}': http(WATCHERS),
  'POST /courses/{id}': http(ADMIN_ONLY, 201),
  'PUT /courses/{id}': http(ADMIN_ONLY),
  'DELETE /courses/{id}': http(ADMIN_ONLY),
  'POST /contact': http(OPEN),
  'GET /payments/stripe-key': http(SIGNED_IN),
  'POST /payments/subscribe': http(CHECKOUT),
  'POST /payments/verify': http(OWN_PAYMENT),
  'GET /payments/get-subscription': http(OWN_PAYMENT),
  'GET /payments/unsubscribe': http(CANCEL),
  'GET /payments/cancellation-preview': http(CANCEL),
  'GET /payments': http(ADMIN_ONLY),
  'GET /payments/get-monthly-payments': http(ADMIN_ONLY),
  'GET /payments/export.csv': http(ADMIN_ONLY),
  // One-click unsubscribe (RFC 8058): mail clients POST the signed token, signed in or not.
  'POST /mail/unsubscribe': http(OPEN),
  'GET /admin/stats/users': http(ADMIN_ONLY),
  'GET /quizzes/{id}/results.csv': http(ADMIN_ONLY),
  'GET /courses/{id}/analytics.csv': http(ADMIN_ONLY),
} as const satisfies Record<string, Row<RestOutcome>>;

type GraphqlOperation = keyof typeof GRAPHQL_MATRIX;
type RestOperation = keyof typeof REST_MATRIX;

// --- the app and its callers --------------------------------------------------------------------

let app: TestApp;
let rest: RestClient;
/** Read-only fixtures; every operation that changes a course gets a fresh one. */
let catalogue: { course: Course; lectures: Lecture[] };

beforeAll(async () => {
  // An endpoint nothing is sent to (no worker runs here): retranscribeLecture finds transcription on, on any machine.
  app = await startTestApp({ TRANSCRIPTION_URL: 'http://127.0.0.1:9' });
  rest = restClient(app);
  expect(app.deps.payments.kind).toBe('test');
  catalogue = await createCourse(app, { title: 'Matrix Catalogue' }, { lectures: 2 });
});
afterAll(() => app.close());

interface PaidCheckout {
  sessionId: string;
  subscriptionId: string;
}

/** A fresh account per test (no test sees another's side effects), or nobody. */
interface Session {
  caller: Caller;
  user: User | null;
  token?: string;
  /** The subscriber's confirmed checkout. */
  subscription?: PaidCheckout;
  /** An API key's secret: the caller is that key (sent as `Authorization: Bearer` on both transports). */
  apiKey?: string;
}

/** A checkout the learner opened and paid on test mode's page, not yet confirmed by the app. */
async function paidCheckout(user: User): Promise<PaidCheckout> {
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

async function signIn(caller: Caller): Promise<Session> {
  if (caller === 'anonymous') return { caller, user: null };
  // Established accounts, their email confirmed (a checkout needs that).
  const { user, token } = await createUser(app, { role: caller === 'admin' ? 'ADMIN' : 'USER', emailVerified: true });
  const subscription = caller === 'subscriber' ? await subscribe(user) : undefined;
  return { caller, user, token, subscription };
}

/** The payment the caller confirms: their own; callers who cannot have one send a learner's. */
async function paymentToConfirm(who: Session): Promise<PaidCheckout> {
  if (who.subscription) return who.subscription;
  if (who.caller === 'user') return paidCheckout(who.user!);
  return paidCheckout((await createUser(app)).user);
}

/** Someone whose credentials a login sends: the caller themselves, or a fresh account. */
const account = async (who: Session) => who.user ?? (await createUser(app)).user;

/** The token a right password earns for an account with a second factor (a passkey, stored as registered). */
async function secondFactorToken(): Promise<string> {
  const { user } = await createUser(app);
  const em = app.orm.em.fork();
  em.create(Passkey, { user: user.id, name: 'Matrix key', credentialId: randomUUID(), publicKey: 'AA' });
  await em.flush();
  const answer = await gql<{ login: { secondFactor: { challengeToken: string } } }>(
    app,
    'mutation Login($input: LoginInput!) { login(input: $input) { secondFactor { challengeToken } } }',
    { input: { email: user.email, password: DEFAULT_PASSWORD } },
  );
  return answer.data!.login.secondFactor.challengeToken;
}

/** A token as the mail would carry it, for this account. */
async function mailedToken(user: User, purpose: TokenPurpose) {
  const em = app.orm.em.fork();
  const newEmail = purpose === 'email_change' ? uniqueEmail() : undefined;
  const token = issueAccountToken(em, em.getReference(User, user.id), purpose, newEmail);
  await em.flush();
  return token;
}

const inADay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

/** A key as an admin makes it through the API: its secret and its id. */
async function apiKeyRow(scopes: readonly ApiScope[]) {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const response = await gql<{ createApiKey: { key: string; apiKey: { id: string } } }>(
    app,
    'mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }',
    { input: { name: 'Matrix key', scopes, expiresAt: inADay() } },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return { key: response.data!.createApiKey.key, id: response.data!.createApiKey.apiKey.id };
}

/** A provider's fields with an id no other case uses (nothing signs in through it: the issuer is never reached). */
const ssoProviderFields = () => ({
  id: `matrix-${randomUUID().slice(0, 8)}`,
  name: 'Matrix SSO',
  issuer: 'https://sso.example.com',
  clientId: 'matrix',
  clientSecret: 'matrix-secret',
  allowedDomains: [],
  disablePasswordForDomains: [],
});
/** A provider an admin added, to update or delete. */
async function ssoProviderRow() {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const fields = ssoProviderFields();
  const response = await gql(
    app,
    'mutation CreateSso($input: SsoProviderInput!) { createSsoProvider(input: $input) { id } }',
    { input: fields },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return fields;
}

const uniqueEmail = () => `matrix-${Math.random().toString(36).slice(2)}@example.com`;
const NEW_PASSWORD = 'Fresh-pass7!';
const courseFields = {
  title: 'Matrix Course',
  description: 'Who may do what.',
  category: 'Security',
  createdBy: 'Ada',
};
const lectureFields = { title: 'Matrix Lecture', description: 'A lecture with a real video.' };
const newCourse = async (lectures = 0) => (await createCourse(app, { title: 'Matrix Authoring' }, { lectures })).course;
/** A category name no other case uses. */
const matrixCategory = () => `Matrix ${randomUUID().slice(0, 8)}`;
/** A category that exists, with one course in it (`courses` 1) or none (0: deleteCategory refuses a used one). */
async function categoryWithCourse(courses: 0 | 1 = 1) {
  const name = matrixCategory();
  if (courses === 1) await createCourse(app, { title: 'Matrix Category', category: name });
  else await resolveCategory(app.orm.em.fork(), name);
  return name;
}

/** The caller's own payment when they have one (the subscriber's), otherwise a fresh learner's. */
async function paymentOf(who: Session): Promise<string> {
  const own = who.subscription && (await app.orm.em.fork().findOne(Payment, { user: who.user!.id }));
  return own ? own.id : (await createPayment(app, (await createUser(app)).user)).id;
}

/** A certificate of some learner's, as the completing write issues it. */
async function issuedCertificate() {
  const code = newCertificateCode();
  const { user } = await createUser(app);
  await app.orm.em
    .fork()
    .execute(
      'insert into certificates (code, user_id, course_id, learner_name, issued_at) values (?, ?, ?, ?, now())',
      [code, user.id, catalogue.course.id, user.fullName],
    );
  return code;
}

/** A fresh caption track of the catalogue's first lecture (a language of its own), straight in the database. */
async function captionTrackId(): Promise<string> {
  const id = randomUUID();
  await app.orm.em.fork().execute(
    `insert into caption_tracks (id, lecture_id, course_id, language, label, source, created_at, updated_at)
       values (?, ?, ?, ?, 'Matrix', 'upload', now(), now())`,
    [id, catalogue.lectures[0]!.id, catalogue.course.id, `en-x-${id.slice(0, 8)}`],
  );
  return id;
}

const VTT_FILE = (path: string): UploadPart => ({
  path,
  filename: 'captions.vtt',
  content: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nMatrix\n'),
  type: 'text/vtt',
});

// --- GraphQL --------------------------------------------------------------------------------------

const credentials = (who: Session) => {
  const token = who.apiKey ?? who.token;
  return token ? { token } : undefined;
};
const ask = (who: Session, query: string, variables: Record<string, unknown> = {}) =>
  gql(app, query, variables, credentials(who));
const askWithFile = (who: Session, query: string, variables: Record<string, unknown>, file: UploadPart) =>
  gqlUpload(app, query, variables, [file], credentials(who));

const pngAt = (path: string): UploadPart => ({ path, filename: 'image.png', content: PNG_1PX, type: 'image/png' });
const mp4At = (path: string): UploadPart => ({
  path,
  filename: 'lecture.mp4',
  content: mp4OfSize(4096),
  type: 'video/mp4',
});

/** The lease a subscriber's device holds (acquired here); anyone else names one they cannot hold. */
async function playbackLeaseOf(who: Session): Promise<string> {
  if (who.caller !== 'subscriber') return '00000000-0000-4000-8000-000000000000';
  const acquired = await ask(
    who,
    'mutation Acquire($lectureId: ID!) { acquirePlaybackLease(lectureId: $lectureId) { id } }',
    {
      lectureId: catalogue.lectures[0]!.id,
    },
  );
  const lease = acquired.data?.acquirePlaybackLease as { id: string } | undefined;
  expect(lease?.id, JSON.stringify(acquired.errors)).toBeTruthy();
  return lease?.id ?? '';
}

/** A question under the catalogue's first lecture, straight in the database: the caller's when they have an account. */
async function questionBy(authorId: string | null): Promise<string> {
  const id = randomUUID();
  const lecture = catalogue.lectures[0]!;
  await app.orm.em.fork().execute(
    `insert into discussion_posts (id, lecture_id, course_id, author_id, title, body, created_at)
       values (?, ?, ?, ?, 'Matrix question', 'Who may do what?', now())`,
    [id, lecture.id, catalogue.course.id, authorId],
  );
  return id;
}
const someonesQuestion = async () => questionBy((await createUser(app, { subscriptionStatus: 'active' })).user.id);
const ownQuestion = (who: Session) => (who.user ? questionBy(who.user.id) : someonesQuestion());
/** An answer to a question by a learner of its own. */
async function answerTo(questionId: string): Promise<string> {
  const id = randomUUID();
  const { user } = await createUser(app, { subscriptionStatus: 'active' });
  await app.orm.em.fork().execute(
    `insert into discussion_posts (id, lecture_id, course_id, author_id, parent_id, body, created_at)
       values (?, ?, ?, ?, ?, 'An answer', now())`,
    [id, catalogue.lectures[0]!.id, catalogue.course.id, user.id, questionId],
  );
  return id;
}
const unsubscribeTokenOfSomeone = async () =>
  unsubscribeToken(app.config.appSecret, (await createUser(app)).user.id, 'DISCUSSION_ANSWERS');

/** A fresh quiz of one true/false question ('true'), made by an ADMIN of its own. */
async function freshQuiz(): Promise<string> {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const response = await gql<{ createQuiz: { id: string } }>(
    app,
    'mutation MakeQuiz($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
    { courseId: catalogue.course.id, input: quizFields },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createQuiz.id;
}
/** A fresh webhook endpoint made by an ADMIN of its own (a loopback URL: allowed outside production). */
async function freshEndpoint(): Promise<string> {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const response = await gql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
    app,
    'mutation MakeEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    { input: { url: 'http://127.0.0.1:9/hooks', eventTypes: ['user.created'] } },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.createWebhookEndpoint.endpoint.id;
}

/** A delivery (a test event) of a fresh endpoint. */
async function freshDelivery(): Promise<string> {
  const { token } = await createUser(app, { role: 'ADMIN' });
  const response = await gql<{ sendTestWebhookEvent: { id: string } }>(
    app,
    'mutation Test($endpointId: ID!) { sendTestWebhookEvent(endpointId: $endpointId) { id } }',
    { endpointId: await freshEndpoint() },
    { token },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.sendTestWebhookEvent.id;
}

const quizFields = {
  title: 'Matrix Quiz',
  passMarkPercent: 50,
  attemptsAllowed: null,
  waitMinutes: 0,
  timeLimitSeconds: null,
  questions: [{ type: 'TRUE_FALSE', prompt: 'Matrices have rows', points: 1, correctBoolean: true }],
};
/** An attempt the caller started, to submit; callers who may not start one send an id that names none. */
async function attemptToSubmit(who: Session): Promise<string> {
  if (who.caller !== 'subscriber' && who.caller !== 'admin') return crypto.randomUUID();
  const started = await ask(who, 'mutation Start($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id } }', {
    quizId: await freshQuiz(),
  });
  return (started.data as { startQuizAttempt: { id: string } }).startQuizAttempt.id;
}

const graphqlCalls: { [K in GraphqlOperation]: (who: Session) => Promise<GqlResponse> } = {
  'Query.quiz': async (who) =>
    ask(who, 'query Quiz($id: ID!) { quiz(id: $id) { id title } }', { id: await freshQuiz() }),
  'Mutation.createQuiz': (who) =>
    ask(
      who,
      'mutation Create($courseId: ID!, $input: QuizInput!) { createQuiz(courseId: $courseId, input: $input) { id } }',
      {
        courseId: catalogue.course.id,
        input: quizFields,
      },
    ),
  'Mutation.updateQuiz': async (who) =>
    ask(who, 'mutation Update($id: ID!, $input: QuizInput!) { updateQuiz(id: $id, input: $input) { id } }', {
      id: await freshQuiz(),
      input: { ...quizFields, title: 'Matrix Quiz, renamed' },
    }),
  'Mutation.deleteQuiz': async (who) =>
    ask(who, 'mutation Delete($id: ID!) { deleteQuiz(id: $id) { id } }', { id: await freshQuiz() }),
  'Query.webhookEndpoints': (who) => ask(who, 'query Endpoints { webhookEndpoints { id url } }'),
  'Query.webhookDeliveries': async (who) =>
    ask(who, 'query Deliveries($id: ID!) { webhookDeliveries(endpointId: $id, first: 5) { totalCount } }', {
      id: await freshEndpoint(),
    }),
  'Mutation.createWebhookEndpoint': (who) =>
    ask(
      who,
      'mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url: 'http://127.0.0.1:9/matrix', eventTypes: ['payment.succeeded'] } },
    ),
  'Mutation.updateWebhookEndpoint': async (who) =>
    ask(
      who,
      'mutation Update($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }',
      { id: await freshEndpoint(), input: { enabled: false } },
    ),
  'Mutation.rotateWebhookSecret': async (who) =>
    ask(who, 'mutation Rotate($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: await freshEndpoint() }),
  'Mutation.deleteWebhookEndpoint': async (who) =>
    ask(who, 'mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }', { id: await freshEndpoint() }),
  'Mutation.replayWebhookDelivery': async (who) =>
    ask(who, 'mutation Replay($id: ID!) { replayWebhookDelivery(id: $id) { id } }', { id: await freshDelivery() }),
  'Mutation.sendTestWebhookEvent': async (who) =>
    ask(who, 'mutation Test($id: ID!) { sendTestWebhookEvent(endpointId: $id) { id } }', { id: await freshEndpoint() }),
  'Mutation.startQuizAttempt': async (who) =>
    ask(who, 'mutation Start($quizId: ID!) { startQuizAttempt(quizId: $quizId) { id } }', {
      quizId: await freshQuiz(),
    }),
  'Query.discussionPost': async (who) =>
    ask(who, 'query Post($id: ID!) { discussionPost(id: $id) { id } }', { id: await someonesQuestion() }),
  'Query.courseQuestions': (who) =>
    ask(who, 'query Questions($courseId: ID!) { courseQuestions(courseId: $courseId) { totalCount } }', {
      courseId: catalogue.course.id,
    }),
  'Query.unansweredQuestions': (who) => ask(who, 'query Inbox { unansweredQuestions { totalCount } }'),
  'Mutation.askQuestion': (who) =>
    ask(
      who,
      'mutation Ask($lectureId: ID!, $input: AskQuestionInput!) { askQuestion(lectureId: $lectureId, input: $input) { id } }',
      {
        lectureId: catalogue.lectures[0]!.id,
        input: { title: 'Matrix question', body: 'Who may ask?' },
      },
    ),
  'Mutation.replyToPost': async (who) =>
    ask(who, 'mutation Reply($postId: ID!) { replyToPost(postId: $postId, body: "An answer") { id } }', {
      postId: await someonesQuestion(),
    }),
  'Mutation.editPost': async (who) =>
    ask(who, 'mutation Edit($id: ID!) { editPost(id: $id, input: { title: "Edited", body: "Edited" }) { id } }', {
      id: await ownQuestion(who),
    }),
  'Mutation.deletePost': async (who) =>
    ask(who, 'mutation Delete($id: ID!) { deletePost(id: $id) { id } }', { id: await ownQuestion(who) }),
  'Mutation.upvotePost': async (who) =>
    ask(who, 'mutation Up($id: ID!) { upvotePost(id: $id) { id } }', { id: await someonesQuestion() }),
  'Mutation.acceptAnswer': async (who) =>
    ask(who, 'mutation Accept($replyId: ID!) { acceptAnswer(replyId: $replyId) { id } }', {
      replyId: await answerTo(await ownQuestion(who)),
    }),
  'Mutation.reportPost': async (who) =>
    ask(who, 'mutation Report($id: ID!) { reportPost(id: $id) { id } }', { id: await someonesQuestion() }),
  'Mutation.moderatePost': async (who) =>
    ask(who, 'mutation Moderate($id: ID!) { moderatePost(id: $id, action: HIDE) { id } }', {
      id: await someonesQuestion(),
    }),
  'Mutation.setMailSubscription': async (who) =>
    ask(
      who,
      'mutation Unsubscribe($token: String!) { setMailSubscription(token: $token, subscribed: false) { subscribed } }',
      { token: await unsubscribeTokenOfSomeone() },
    ),
  'Mutation.submitQuizAttempt': async (who) =>
    ask(
      who,
      'mutation Submit($attemptId: ID!, $answers: [AnswerInput!]!) { submitQuizAttempt(attemptId: $attemptId, answers: $answers) { scorePercent } }',
      { attemptId: await attemptToSubmit(who), answers: [] },
    ),
  'Query.apiKeys': (who) => ask(who, 'query ApiKeys { apiKeys { id } }'),
  'Query.ssoProviders': (who) => ask(who, 'query SsoProviders { ssoProviders { id name } }'),
  'Query.ssoPendingLink': (who) => ask(who, 'query SsoPendingLink { ssoPendingLink { providerName } }'),
  'Query.ssoSecondFactor': (who) => ask(who, 'query SsoSecondFactor { ssoSecondFactor { methods } }'),
  'Mutation.completeSsoLink': (who) =>
    ask(who, 'mutation Link($password: String!) { completeSsoLink(password: $password) { token } }', {
      password: DEFAULT_PASSWORD,
    }),
  'Mutation.unlinkSso': (who) => ask(who, 'mutation Unlink($id: ID!) { unlinkSso(providerId: $id) }', { id: 'acme' }),
  'Query.ssoProviderConfigs': (who) => ask(who, 'query SsoConfigs { ssoProviderConfigs { id source } }'),
  'Mutation.createSsoProvider': (who) =>
    ask(who, 'mutation CreateSso($input: SsoProviderInput!) { createSsoProvider(input: $input) { id } }', {
      input: ssoProviderFields(),
    }),
  'Mutation.updateSsoProvider': async (who) => {
    const { id, ...input } = await ssoProviderRow();
    return ask(
      who,
      'mutation UpdateSso($id: ID!, $input: SsoProviderInput!) { updateSsoProvider(id: $id, input: $input) { id } }',
      {
        id,
        input: { ...input, id, name: 'Matrix SSO, renamed' },
      },
    );
  },
  'Mutation.deleteSsoProvider': async (who) =>
    ask(who, 'mutation DeleteSso($id: ID!) { deleteSsoProvider(id: $id) }', { id: (await ssoProviderRow()).id }),
  'Query.categories': (who) => ask(who, 'query Categories { categories }'),
  'Query.certificate': async (who) =>
    ask(who, 'query Certificate($code: String!) { certificate(code: $code) { code } }', {
      code: await issuedCertificate(),
    }),
  'Query.contactMessages': (who) =>
    ask(who, 'query ContactMessages { contactMessages(first: 5) { totalCount edges { cursor node { id } } } }'),
  'Query.course': (who) => ask(who, 'query Course($id: ID!) { course(id: $id) { id } }', { id: catalogue.course.id }),
  'Query.courses': (who) => ask(who, 'query Courses { courses { totalCount edges { node { id } } } }'),
  'Query.continueWatching': (who) => ask(who, 'query Continue { continueWatching { course { id } } }'),
  'Query.myCourseProgress': (who) => ask(who, 'query MyProgress { myCourseProgress { courseId } }'),
  'Query.lectures': (who) =>
    ask(who, 'query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id videoUrl } }', {
      courseId: catalogue.course.id,
    }),
  'Query.lecturesConnection': (who) =>
    ask(
      who,
      'query LecturePage($courseId: ID!) { lecturesConnection(courseId: $courseId) { totalCount edges { node { id videoUrl } } } }',
      { courseId: catalogue.course.id },
    ),
  'Query.me': (who) => ask(who, 'query Me { me { id } }'),
  'Query.exportMyData': (who) => ask(who, 'query ExportMyData { exportMyData { filename json } }'),
  'Query.myCertificates': (who) => ask(who, 'query MyCertificates { myCertificates { code } }'),
  'Query.myPayments': (who) =>
    ask(who, 'query MyPayments { myPayments(first: 5) { totalCount edges { node { id } } } }'),
  'Query.mySessions': (who) => ask(who, 'query MySessions { mySessions { id device current } }'),
  'Query.payments': (who) => ask(who, 'query Payments { payments(first: 10) { totalCount edges { node { id } } } }'),
  'Query.receipt': async (who) =>
    ask(who, 'query Receipt($id: ID!) { receipt(paymentId: $id) { number } }', { id: await paymentOf(who) }),
  'Query.revenue': (who) =>
    ask(who, 'query Revenue($year: Int!) { revenue(year: $year, month: 1) { cashCollected } }', {
      year: new Date().getUTCFullYear(),
    }),
  'Query.stats': (who) => ask(who, 'query Stats { stats { year allUsersCount } }'),
  'Query.stripePublishableKey': (who) => ask(who, 'query StripeKey { stripePublishableKey }'),
  'Query.subscriptionPlan': (who) => ask(who, 'query Plan { subscriptionPlan { amount } }'),
  'Query.unpublishedLectures': (who) => ask(who, 'query Unpublished { unpublishedLectures { id status } }'),
  'Query.captionTrack': async (who) =>
    ask(who, 'query Track($id: ID!) { captionTrack(id: $id) { id cues { start } } }', { id: await captionTrackId() }),
  'Query.searchTranscripts': (who) =>
    ask(who, 'query Moments { searchTranscripts(query: "matrix") { lectureId startSeconds snippet } }'),
  'Mutation.uploadCaptions': (who) =>
    askWithFile(
      who,
      'mutation Upload($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) { uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { id } }',
      {
        lectureId: catalogue.lectures[1]!.id,
        input: { language: 'de', label: 'Deutsch', kind: 'subtitles' },
        file: null,
      },
      VTT_FILE('variables.file'),
    ),
  'Mutation.updateCaptionCues': async (who) =>
    ask(
      who,
      'mutation Cues($trackId: ID!, $cues: [CaptionCueInput!]!) { updateCaptionCues(trackId: $trackId, version: 0, cues: $cues) { version } }',
      { trackId: await captionTrackId(), cues: [{ start: 1, end: 2, text: 'Matrix' }] },
    ),
  'Mutation.deleteCaptions': async (who) =>
    ask(who, 'mutation DeleteCaptions($trackId: ID!) { deleteCaptions(trackId: $trackId) { success } }', {
      trackId: await captionTrackId(),
    }),
  'Mutation.retranscribeLecture': async (who) => {
    const { lectures } = await createCourse(app, { title: 'Matrix Transcription' }, { lectures: 1 });
    return ask(who, 'mutation Transcribe($lectureId: ID!) { retranscribeLecture(lectureId: $lectureId) { status } }', {
      lectureId: lectures[0]!.id,
    });
  },
  'Query.users': (who) =>
    ask(
      who,
      'query Users { users(first: 5) { totalCount edges { cursor node { id paymentSummary { count } courseProgress { percent } } } } }',
    ),

  'Mutation.acquirePlaybackLease': (who) =>
    ask(who, 'mutation Acquire($lectureId: ID!) { acquirePlaybackLease(lectureId: $lectureId) { id } }', {
      lectureId: catalogue.lectures[0]!.id,
    }),
  'Mutation.addLecture': async (who) =>
    askWithFile(
      who,
      `mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
        addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
      }`,
      { courseId: (await newCourse()).id, input: lectureFields, video: null },
      mp4At('variables.video'),
    ),
  'Mutation.createApiKey': (who) =>
    ask(who, 'mutation CreateKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }', {
      input: { name: 'Matrix key', scopes: ['catalog:read'], expiresAt: inADay() },
    }),
  'Mutation.revokeApiKey': async (who) =>
    ask(who, 'mutation RevokeKey($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', {
      id: (await apiKeyRow(['catalog:read'])).id,
    }),
  'Mutation.cancelSubscription': (who) => ask(who, 'mutation Cancel { cancelSubscription { refunded } }'),
  'Query.cancellationPreview': (who) => ask(who, 'query Preview { cancellationPreview { outcome } }'),
  'Mutation.setAutoRenew': (who) => ask(who, 'mutation AutoRenew { setAutoRenew(enabled: false) { success } }'),
  'Mutation.openBillingPortal': (who) => ask(who, 'mutation Billing { openBillingPortal }'),
  'Mutation.changePassword': (who) =>
    ask(who, 'mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }', {
      input: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
    }),
  'Mutation.confirmCheckout': async (who) =>
    ask(who, 'mutation Confirm($sessionId: String!) { confirmCheckout(sessionId: $sessionId) { subscriptionId } }', {
      sessionId: (await paymentToConfirm(who)).sessionId,
    }),
  'Mutation.cancelEmailChange': async (who) =>
    ask(who, 'mutation CancelEmailChange($token: String!) { cancelEmailChange(token: $token) { success } }', {
      token: await mailedToken(await account(who), 'email_change_cancel'),
    }),
  'Mutation.confirmEmailChange': async (who) =>
    ask(who, 'mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { success } }', {
      token: await mailedToken(await account(who), 'email_change'),
    }),
  'Mutation.createCourse': (who) =>
    askWithFile(
      who,
      'mutation CreateCourse($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail) { id } }',
      { input: courseFields, thumbnail: null },
      pngAt('variables.thumbnail'),
    ),
  'Mutation.deleteAccount': (who) =>
    ask(who, 'mutation DeleteAccount($password: String!) { deleteAccount(password: $password) { success } }', {
      password: DEFAULT_PASSWORD,
    }),
  'Mutation.deleteCourse': async (who) =>
    ask(who, 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) { success } }', { id: (await newCourse(1)).id }),
  'Mutation.publishCourse': async (who) =>
    ask(who, 'mutation Publish($id: ID!) { publishCourse(id: $id) { id } }', { id: (await newCourse(1)).id }),
  'Mutation.unpublishCourse': async (who) =>
    ask(who, 'mutation Unpublish($id: ID!) { unpublishCourse(id: $id) { id } }', { id: (await newCourse(1)).id }),
  'Query.managedCategories': (who) => ask(who, 'query Managed { managedCategories { name courseCount } }'),
  'Mutation.createCategory': (who) =>
    ask(who, 'mutation Create($name: String!) { createCategory(name: $name) { name } }', { name: matrixCategory() }),
  'Mutation.renameCategory': async (who) =>
    ask(
      who,
      'mutation Rename($name: String!, $newName: String!) { renameCategory(name: $name, newName: $newName) { name } }',
      {
        name: await categoryWithCourse(),
        newName: matrixCategory(),
      },
    ),
  'Mutation.mergeCategories': async (who) =>
    ask(
      who,
      'mutation Merge($into: String!, $sources: [String!]!) { mergeCategories(into: $into, sources: $sources) { name } }',
      {
        into: await categoryWithCourse(),
        sources: [await categoryWithCourse()],
      },
    ),
  'Mutation.deleteCategory': async (who) =>
    ask(who, 'mutation Delete($name: String!) { deleteCategory(name: $name) { success } }', {
      name: await categoryWithCourse(0),
    }),
  'Mutation.deleteLecture': async (who) => {
    const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Deletion' }, { lectures: 1 });
    return ask(
      who,
      'mutation DeleteLecture($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { success } }',
      { courseId: course.id, lectureId: lectures[0]!.id },
    );
  },
  'Mutation.login': async (who) =>
    ask(who, 'mutation Login($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: (await account(who)).email, password: DEFAULT_PASSWORD },
    }),
  'Mutation.logout': (who) => ask(who, 'mutation Logout { logout { success } }'),
  'Mutation.register': (who) =>
    askWithFile(
      who,
      'mutation Register($input: RegisterInput!, $avatar: Upload) { register(input: $input, avatar: $avatar) { token } }',
      { input: { fullName: 'Matrix Newcomer', email: uniqueEmail(), password: NEW_PASSWORD }, avatar: null },
      pngAt('variables.avatar'),
    ),
  'Mutation.requestPasswordReset': async (who) =>
    ask(who, 'mutation RequestReset($email: String!) { requestPasswordReset(email: $email) { success } }', {
      email: (await account(who)).email,
    }),
  'Mutation.requestEmailChange': (who) =>
    ask(
      who,
      'mutation RequestEmailChange($email: String!, $password: String!) { requestEmailChange(newEmail: $email, password: $password) { success } }',
      { email: uniqueEmail(), password: DEFAULT_PASSWORD },
    ),
  'Mutation.resendVerification': (who) => ask(who, 'mutation Resend { resendVerification { success } }'),
  'Mutation.reissueCertificate': (who) =>
    ask(who, 'mutation Reissue($courseId: ID!) { reissueCertificate(courseId: $courseId) { code } }', {
      courseId: catalogue.course.id,
    }),
  'Mutation.resetPassword': async (who) =>
    ask(
      who,
      'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, newPassword: $password) { success } }',
      {
        token: await mailedToken(await account(who), 'password_reset'),
        password: NEW_PASSWORD,
      },
    ),
  'Mutation.revokeOtherSessions': (who) => ask(who, 'mutation RevokeOthers { revokeOtherSessions { success } }'),
  'Mutation.passkeyRegistrationOptions': (who) => ask(who, 'mutation RegOptions { passkeyRegistrationOptions }'),
  'Mutation.registerPasskey': (who) =>
    ask(who, 'mutation Register($r: String!) { registerPasskey(response: $r, name: "Key") { id } }', { r: '{}' }),
  'Mutation.renamePasskey': (who) =>
    ask(who, 'mutation Rename($id: ID!) { renamePasskey(id: $id, name: "Key") { id } }', { id: randomUUID() }),
  'Mutation.removePasskey': (who) =>
    ask(who, 'mutation Remove($id: ID!) { removePasskey(id: $id) { success } }', { id: randomUUID() }),
  'Mutation.passkeyLoginOptions': (who) => ask(who, 'mutation LoginOptions { passkeyLoginOptions }'),
  'Mutation.loginWithPasskey': (who) =>
    ask(who, 'mutation PasskeyLogin($r: String!) { loginWithPasskey(response: $r) { token } }', { r: '{}' }),
  'Mutation.secondFactorPasskeyOptions': async (who) =>
    ask(who, 'mutation SecondOptions($t: String!) { secondFactorPasskeyOptions(challengeToken: $t) }', {
      t: await secondFactorToken(),
    }),
  'Mutation.completeSecondFactor': async (who) =>
    ask(
      who,
      'mutation Complete($input: CompleteSecondFactorInput!) { completeSecondFactor(input: $input) { token } }',
      { input: { challengeToken: await secondFactorToken(), recoveryCode: 'AAAAA-AAAAA' } },
    ),
  'Mutation.enableTotp': (who) => ask(who, 'mutation EnableTotp { enableTotp { uri } }'),
  'Mutation.confirmTotp': (who) => ask(who, 'mutation ConfirmTotp { confirmTotp(code: "000000") { codes } }'),
  'Mutation.disableTotp': (who) => ask(who, 'mutation DisableTotp { disableTotp { success } }'),
  'Mutation.regenerateRecoveryCodes': (who) => ask(who, 'mutation Regenerate { regenerateRecoveryCodes { codes } }'),
  'Mutation.reauthenticationPasskeyOptions': (who) =>
    ask(who, 'mutation ReauthOptions { reauthenticationPasskeyOptions }'),
  'Mutation.reauthenticate': (who) =>
    ask(who, 'mutation Reauth($input: ReauthenticateInput!) { reauthenticate(input: $input) { success } }', {
      input: { password: DEFAULT_PASSWORD },
    }),
  'Mutation.revokeSession': async (who) =>
    ask(who, 'mutation Revoke($id: ID!) { revokeSession(id: $id) { success } }', {
      id: (await app.deps.sessions.issue(await account(who))).sessionId,
    }),
  'Mutation.releasePlaybackLease': async (who) =>
    ask(who, 'mutation Release($leaseId: ID!) { releasePlaybackLease(leaseId: $leaseId) }', {
      leaseId: await playbackLeaseOf(who),
    }),
  'Mutation.renewPlaybackLease': async (who) =>
    ask(who, 'mutation Renew($leaseId: ID!) { renewPlaybackLease(leaseId: $leaseId) { id } }', {
      leaseId: await playbackLeaseOf(who),
    }),
  'Mutation.reorderLectures': async (who) => {
    const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Order' }, { lectures: 2 });
    return ask(
      who,
      'mutation Reorder($courseId: ID!, $lectureIds: [ID!]!) { reorderLectures(courseId: $courseId, lectureIds: $lectureIds) { id } }',
      { courseId: course.id, lectureIds: lectures.map((lecture) => lecture.id).reverse() },
    );
  },
  'Mutation.retryLectureProcessing': async (who) => {
    const { lectures } = await createCourse(app, { title: 'Matrix Lecture Retry' }, { lectures: 1, status: 'FAILED' });
    return ask(who, 'mutation Retry($lectureId: ID!) { retryLectureProcessing(lectureId: $lectureId) { id status } }', {
      lectureId: lectures[0]!.id,
    });
  },
  'Mutation.saveLectureProgress': (who) =>
    ask(
      who,
      'mutation Save($lectureId: ID!, $position: Float!) { saveLectureProgress(lectureId: $lectureId, positionSeconds: $position) { completed } }',
      { lectureId: catalogue.lectures[0]!.id, position: 12 },
    ),
  'Mutation.recordViewingHeartbeat': (who) =>
    ask(
      who,
      'mutation Beat($lectureId: ID!) { recordViewingHeartbeat(lectureId: $lectureId, positionSeconds: 3, playing: true, rate: 1, visible: true) { verified } }',
      { lectureId: catalogue.lectures[0]!.id },
    ),
  'Mutation.setCourseViewingRequirement': async (who) => {
    const { course } = await createCourse(app, { title: 'Matrix Verified Viewing' });
    return ask(
      who,
      'mutation Require($id: ID!) { setCourseViewingRequirement(id: $id, requireVerifiedViewing: true) { id } }',
      {
        id: course.id,
      },
    );
  },
  'Query.courseAnalytics': (who) =>
    ask(who, 'query Analytics($id: ID!) { courseAnalytics(courseId: $id) { started finished } }', {
      id: catalogue.course.id,
    }),
  'Query.learningOverview': (who) => ask(who, 'query Overview { learningOverview { from courses { started } } }'),
  'Query.lectureRetention': (who) =>
    ask(who, 'query Retention($id: ID!) { lectureRetention(lectureId: $id) { sessions } }', {
      id: catalogue.lectures[0]!.id,
    }),
  'Mutation.setLectureCompleted': (who) =>
    ask(
      who,
      'mutation Complete($lectureId: ID!) { setLectureCompleted(lectureId: $lectureId, completed: true) { completed } }',
      { lectureId: catalogue.lectures[0]!.id },
    ),
  'Mutation.setLecturePreview': (who) =>
    ask(
      who,
      'mutation Preview($lectureId: ID!) { setLecturePreview(lectureId: $lectureId, preview: true) { freePreview } }',
      { lectureId: catalogue.lectures[1]!.id },
    ),
  'Mutation.startCheckout': (who) => ask(who, 'mutation StartCheckout { startCheckout { id url } }'),
  'Mutation.submitContact': (who) =>
    ask(who, 'mutation Contact($input: ContactInput!) { submitContact(input: $input) { success } }', {
      input: { name: 'Ada', email: uniqueEmail(), message: 'Who may call what?' },
    }),
  'Mutation.updateCourse': async (who) =>
    askWithFile(
      who,
      'mutation UpdateCourse($id: ID!, $input: CourseInput!, $thumbnail: Upload) { updateCourse(id: $id, input: $input, thumbnail: $thumbnail) { id } }',
      { id: (await newCourse()).id, input: { ...courseFields, title: 'Renamed' }, thumbnail: null },
      pngAt('variables.thumbnail'),
    ),
  'Mutation.updateLecture': (who) =>
    ask(
      who,
      'mutation UpdateLecture($lectureId: ID!, $input: LectureInput!) { updateLecture(lectureId: $lectureId, input: $input) { id } }',
      { lectureId: catalogue.lectures[1]!.id, input: lectureFields },
    ),
  'Mutation.updateProfile': (who) =>
    askWithFile(
      who,
      'mutation UpdateProfile($fullName: String!, $avatar: Upload) { updateProfile(fullName: $fullName, avatar: $avatar) { id } }',
      { fullName: 'Renamed Learner', avatar: null },
      pngAt('variables.avatar'),
    ),
  'Mutation.verifyEmail': async (who) =>
    ask(who, 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { success } }', {
      token: await mailedToken(await account(who), 'email_verification'),
    }),
  'Mutation.verifySubscription': async (who) =>
    ask(who, 'mutation Verify($id: String!) { verifySubscription(subscriptionId: $id) { subscriptionId } }', {
      id: (await paymentToConfirm(who)).subscriptionId,
    }),
};

/** 'ok' when the field answered without errors, otherwise the error's code. */
function graphqlOutcome(response: GqlResponse, field: string): string {
  if (response.errors?.length) return errorCode(response) ?? 'an error without a code';
  return response.data && field in response.data ? 'ok' : 'no data';
}

// --- REST -----------------------------------------------------------------------------------------

// As the app's pages send it: a cookie session names the page (the spec's state-changing GETs require it).
const auth = (who: Session) =>
  who.apiKey
    ? { token: who.apiKey }
    : who.token
      ? { cookie: `${sessionCookieName(app.config)}=${who.token}`, headers: { referer: `${app.url}/` } }
      : {};
const png = (field: string): Record<string, FilePart> => ({
  [field]: { content: PNG_1PX, filename: 'image.png', type: 'image/png' },
});
const restCourseFields = { ...courseFields, title: 'Matrix REST Course' };

const restCalls: { [K in RestOperation]: (who: Session) => Promise<RestResponse> } = {
  'GET /courses/{id}/analytics.csv': (who) => rest.get(`/courses/${catalogue.course.id}/analytics.csv`, auth(who)),
  'GET /quizzes/{id}/results.csv': async (who) => rest.get(`/quizzes/${await freshQuiz()}/results.csv`, auth(who)),
  'GET /openapi.json': (who) => rest.get('/openapi.json', auth(who)),
  'POST /user/register': (who) =>
    rest.form(
      'POST',
      '/user/register',
      { fullName: 'Matrix Newcomer', email: uniqueEmail(), password: NEW_PASSWORD },
      png('avatar'),
      auth(who),
    ),
  'POST /user/login': async (who) =>
    rest.json('POST', '/user/login', { email: (await account(who)).email, password: DEFAULT_PASSWORD }, auth(who)),
  'POST /user/login/second-factor': async (who) =>
    rest.json(
      'POST',
      '/user/login/second-factor',
      { challengeToken: await secondFactorToken(), code: '000000' },
      auth(who),
    ),
  'POST /user/login/second-factor/passkey-options': async (who) =>
    rest.json(
      'POST',
      '/user/login/second-factor/passkey-options',
      { challengeToken: await secondFactorToken() },
      auth(who),
    ),
  'GET /user/logout': (who) => rest.get('/user/logout', auth(who)),
  'GET /user/me': (who) => rest.get('/user/me', auth(who)),
  'POST /user/update/{id}': async (who) => {
    const other = (await createUser(app)).user;
    return rest.form('POST', `/user/update/${other.id}`, { fullName: 'Renamed Learner' }, png('avatar'), auth(who));
  },
  'POST /user/change-password': (who) =>
    rest.json(
      'POST',
      '/user/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      auth(who),
    ),
  'GET /courses': (who) => rest.get('/courses', auth(who)),
  'POST /courses': (who) => rest.form('POST', '/courses', restCourseFields, png('thumbnail'), auth(who)),
  'DELETE /courses': async (who) => {
    const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Deletion' }, { lectures: 1 });
    return rest.delete(`/courses?courseId=${course.id}&lectureId=${lectures[0]!.id}`, auth(who));
  },
  'GET /courses/{id}': (who) => rest.get(`/courses/${catalogue.course.id}`, auth(who)),
  'POST /courses/{id}': async (who) =>
    rest.form(
      'POST',
      `/courses/${(await newCourse()).id}`,
      lectureFields,
      { lecture: { content: mp4OfSize(4096), filename: 'lecture.mp4', type: 'video/mp4' } },
      auth(who),
    ),
  'PUT /courses/{id}': async (who) =>
    rest.form('PUT', `/courses/${(await newCourse()).id}`, restCourseFields, png('thumbnail'), auth(who)),
  'DELETE /courses/{id}': async (who) => rest.delete(`/courses/${(await newCourse(1)).id}`, auth(who)),
  'POST /contact': (who) =>
    rest.json('POST', '/contact', { name: 'Ada', email: uniqueEmail(), message: 'Who may call what?' }, auth(who)),
  'GET /payments/stripe-key': (who) => rest.get('/payments/stripe-key', auth(who)),
  'POST /payments/subscribe': (who) => rest.post('/payments/subscribe', auth(who)),
  'POST /payments/verify': async (who) =>
    rest.json('POST', '/payments/verify', { subscription_id: (await paymentToConfirm(who)).subscriptionId }, auth(who)),
  'GET /payments/get-subscription': async (who) =>
    rest.get(`/payments/get-subscription?session_id=${(await paymentToConfirm(who)).sessionId}`, auth(who)),
  'GET /payments/unsubscribe': (who) => rest.get('/payments/unsubscribe', auth(who)),
  'GET /payments/cancellation-preview': (who) => rest.get('/payments/cancellation-preview', auth(who)),
  'GET /payments': (who) => rest.get('/payments?count=10', auth(who)),
  'GET /payments/get-monthly-payments': (who) =>
    rest.get(`/payments/get-monthly-payments?year=${new Date().getUTCFullYear()}`, auth(who)),
  'GET /admin/stats/users': (who) => rest.get('/admin/stats/users', auth(who)),
  'GET /payments/export.csv': (who) => rest.get(`/payments/export.csv?year=${new Date().getUTCFullYear()}`, auth(who)),
  'POST /mail/unsubscribe': async (who) =>
    rest.post(`/mail/unsubscribe?token=${encodeURIComponent(await unsubscribeTokenOfSomeone())}`, auth(who)),
};

// --- the tests ------------------------------------------------------------------------------------

const cases = <Operation extends string, Outcome>(matrix: Record<Operation, Row<Outcome>>) =>
  (Object.entries(matrix) as [Operation, Row<Outcome>][]).flatMap(([operation, row]) =>
    CALLERS.map((caller) => ({ operation, caller, expected: row[caller] })),
  );

const rootFields = (type: GraphQLObjectType | null | undefined) =>
  Object.keys(type?.getFields() ?? {}).map((field) => `${type?.name}.${field}`);

describe('the authorization matrix is complete', () => {
  it('has exactly one row per root Query, Mutation and Subscription field of the schema', async () => {
    const schema = await buildGraphQLSchema();
    const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(rootFields);
    expect(Object.keys(GRAPHQL_MATRIX).sort()).toEqual(fields.sort());
  });

  it('has exactly one row per documented REST method and path', () => {
    const documented = Object.entries(openApiDocument(app.config).paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(Object.keys(REST_MATRIX).sort()).toEqual(documented.sort());
  });
});

describe('GraphQL authorization', () => {
  it.each(cases(GRAPHQL_MATRIX))('$operation as $caller: $expected', async ({ operation, caller, expected }) => {
    const who = await signIn(caller);
    const response = await graphqlCalls[operation](who);
    const field = operation.slice(operation.indexOf('.') + 1);
    expect(graphqlOutcome(response, field), JSON.stringify(response.errors)).toBe(expected);
  });
});

describe('REST authorization', () => {
  it.each(cases(REST_MATRIX))('$operation as $caller: $expected', async ({ operation, caller, expected }) => {
    const who = await signIn(caller);
    const response = await restCalls[operation](who);
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(expected);
  });

  // The matrix addresses someone else's profile; everyone with a session may edit their own.
  it.each(['user', 'subscriber', 'admin'] as const)(
    'POST /user/update/{id} of their own profile as %s: 200',
    async (caller) => {
      const who = await signIn(caller);
      const response = await rest.form(
        'POST',
        `/user/update/${who.user!.id}`,
        { fullName: 'Renamed Learner' },
        png('avatar'),
        auth(who),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    },
  );
});

// --- API keys ---------------------------------------------------------------------------------------

/**
 * A key is a caller of its own: it may do exactly what its scopes grant (modules/api-key/api-scopes.ts), acting as an
 * anonymous caller for public reads and as an ADMIN for what an ADMIN scope grants, and nothing else, although every
 * key here is made by an ADMIN. For each operation: a key with each scope that grants it gets what that caller gets in
 * the matrix above; a key with every other scope is refused (FORBIDDEN, 403). Keys are made once per set of scopes.
 */
const keysByScopes = new Map<string, Promise<string>>();
const keyWith = (scopes: readonly ApiScope[]) => {
  const name = scopes.join(' ');
  if (!keysByScopes.has(name))
    keysByScopes.set(
      name,
      apiKeyRow(scopes).then((row) => row.key),
    );
  return keysByScopes.get(name)!;
};

function keyCases<Outcome>(matrix: Record<string, Row<Outcome>>, refused: Outcome) {
  return Object.entries(matrix).flatMap(([operation, row]) => {
    const granting = scopesGranting(operation);
    const byAnyKey = (ANY_KEY_OPERATIONS as readonly string[]).includes(operation);
    const others = API_SCOPE_NAMES.filter((scope) => !granting.includes(scope));
    return [
      ...granting.map((scope) => ({
        operation,
        scopes: [scope],
        expected: SCOPE_GRANTS[scope].actsAs === 'ADMIN' ? row.admin : row.anonymous,
      })),
      { operation, scopes: others, expected: byAnyKey ? row.anonymous : refused },
    ];
  });
}

describe('API key scopes', () => {
  it.each(keyCases(GRAPHQL_MATRIX, 'FORBIDDEN'))(
    'GraphQL $operation with a key of [$scopes]: $expected',
    async ({ operation, scopes, expected }) => {
      const who: Session = { caller: 'anonymous', user: null, apiKey: await keyWith(scopes) };
      const response = await graphqlCalls[operation as GraphqlOperation](who);
      const field = operation.slice(operation.indexOf('.') + 1);
      expect(graphqlOutcome(response, field), JSON.stringify(response.errors)).toBe(expected);
      if (expected === 'FORBIDDEN') expect(response.status).toBe(403);
    },
  );

  it.each(keyCases(REST_MATRIX, 403))(
    'REST $operation with a key of [$scopes]: $expected',
    async ({ operation, scopes, expected }) => {
      const who: Session = { caller: 'anonymous', user: null, apiKey: await keyWith(scopes) };
      const response = await restCalls[operation as RestOperation](who);
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(expected);
    },
  );

  it('grants every operation of the scope map, and only operations that exist', () => {
    const operations = new Set([...Object.keys(GRAPHQL_MATRIX), ...Object.keys(REST_MATRIX)]);
    const granted = [...Object.values(SCOPE_GRANTS).flatMap((grant) => grant.operations), ...ANY_KEY_OPERATIONS];
    expect(granted.filter((operation) => !operations.has(operation))).toEqual([]);
  });
});
