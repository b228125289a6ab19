/**
 * The words of the authorization matrix (../authorization-matrix.int.test.ts): who calls, and what each may get back.
 * A row names the outcome for each kind of caller; the named rows below are the rules most operations share.
 */

export const CALLERS = ['anonymous', 'user', 'subscriber', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

export type GraphqlOutcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_USER_INPUT';
export type RestOutcome = 200 | 201 | 400 | 401 | 403 | 404 | 409;
export type Row<Outcome> = Readonly<Record<Caller, Outcome>>;

/** A row from its outcomes in the order of CALLERS: anonymous, user, subscriber, admin. */
export const row = (
  anonymous: GraphqlOutcome,
  user: GraphqlOutcome,
  subscriber: GraphqlOutcome,
  admin: GraphqlOutcome,
) => ({ anonymous, user, subscriber, admin }) as const satisfies Row<GraphqlOutcome>;

/** Anyone, logged in or not. */
export const OPEN = row('ok', 'ok', 'ok', 'ok');
/** Any session. */
export const SIGNED_IN = row('UNAUTHENTICATED', 'ok', 'ok', 'ok');
/** ADMIN only. */
export const ADMIN_ONLY = row('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok');
/** Lecture videos: ADMINs and active subscribers (the entitlement policy, not a role). */
export const WATCHERS = row('UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok');
/**
 * Opening a checkout: a learner without a subscription. A subscriber already has one (CONFLICT, so
 * the client can say so); an ADMIN is never charged (FORBIDDEN).
 */
export const CHECKOUT = row('UNAUTHENTICATED', 'ok', 'CONFLICT', 'FORBIDDEN');
/**
 * Confirming a paid checkout or subscription: its owner only. The learner confirms the one they just
 * paid, the subscriber confirms theirs again (idempotent). An ADMIN cannot have one (startCheckout
 * refuses admins), so the admin (like the anonymous caller) sends a learner's: FORBIDDEN, not theirs.
 */
export const OWN_PAYMENT = row('UNAUTHENTICATED', 'ok', 'ok', 'FORBIDDEN');
/**
 * A payment's receipt: its payer's own, any for an ADMIN. The subscriber asks for theirs; the learner, who has none,
 * for another learner's: NOT_FOUND, as for an unknown id, so that ids cannot be probed.
 */
export const OWN_RECEIPT = row('UNAUTHENTICATED', 'NOT_FOUND', 'ok', 'ok');
/**
 * Cancelling: anyone with a session may ask, but only a subscriber has something to cancel; the
 * learner and the admin get BAD_USER_INPUT 'You do not have an active subscription'.
 */
export const CANCEL = row('UNAUTHENTICATED', 'BAD_USER_INPUT', 'ok', 'BAD_USER_INPUT');

/** A change to the caller's own team: the callers here own none (NOT_FOUND), whatever their role. */
export const OWN_TEAM = row('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND');

const STATUS_OF = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
} as const satisfies Record<Exclude<GraphqlOutcome, 'ok'>, RestOutcome>;

/** The same rule through REST: `ok` is the route's success status, errors their HTTP status. */
export const http = (outcomes: Row<GraphqlOutcome>, ok: 200 | 201 = 200): Row<RestOutcome> => {
  const status = (outcome: GraphqlOutcome) => (outcome === 'ok' ? ok : STATUS_OF[outcome]);
  return {
    anonymous: status(outcomes.anonymous),
    user: status(outcomes.user),
    subscriber: status(outcomes.subscriber),
    admin: status(outcomes.admin),
  };
};
