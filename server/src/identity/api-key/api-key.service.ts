import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_MAX_LIFETIME_DAYS, API_KEY_PREFIX, API_SCOPE_NAMES, type ApiScope } from '@coursehub/shared';
import { sql } from 'kysely';
import { badInput, notFound } from '../../shared/errors';
import { knownId } from '../../shared/ids';
import type { AppDeps, RequestScope } from '../../shared/scope';
import { rejectNulBytes } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { requireRecentAuthentication } from '../user/reauthentication';
import { User } from '../user/user.entity';
import { ApiKey, type ApiKeyTables } from './api-key.entity';
import { API_KEY_MESSAGES } from './api-key.messages';

/** A key as the authentication resolves it: what it is and what it may do. */
export interface ApiKeyPrincipal {
  id: string;
  scopes: readonly ApiScope[];
}

/** `last_used_at` is refreshed at most this often, so a busy key costs no write per request. */
const LAST_USED_PRECISION_SECONDS = 60;

/** The secret after its prefix: 32 random bytes, base64url (43 characters). */
const SECRET_BYTES = 32;
/** What the list shows of a secret: the prefix and 8 characters, 48 of its 256 bits (208 stay unknown). */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;
const MAX_NAME_LENGTH = 100;
const DAY_MS = 24 * 3600 * 1000;

/**
 * SHA-256, not a slow password hash: the secret is 256 random bits, so there is nothing to guess from its hash, and a
 * fast hash lets every request find its key by one unique-index lookup instead of a costly comparison per key.
 */
const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export interface NewApiKey {
  name: string;
  scopes: readonly string[];
  expiresAt: Date;
}

function checkedInput(input: NewApiKey, now: Date) {
  rejectNulBytes(input.name, 'name');
  const name = input.name.trim();
  if (!name || name.length > MAX_NAME_LENGTH) throw badInput(API_KEY_MESSAGES.nameRequired, 'name');
  const unknown = input.scopes.find((scope) => !(API_SCOPE_NAMES as readonly string[]).includes(scope));
  if (unknown !== undefined) throw badInput(API_KEY_MESSAGES.unknownScope(unknown), 'scopes');
  // Stored in the shared list's order, once each, whatever order the caller sent.
  const scopes = API_SCOPE_NAMES.filter((scope) => input.scopes.includes(scope));
  if (scopes.length === 0) throw badInput(API_KEY_MESSAGES.scopesRequired, 'scopes');
  const expiresAt = input.expiresAt;
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now) throw badInput(API_KEY_MESSAGES.expiryInPast, 'expiresAt');
  if (expiresAt.getTime() - now.getTime() > API_KEY_MAX_LIFETIME_DAYS * DAY_MS) {
    throw badInput(API_KEY_MESSAGES.expiryTooFar(API_KEY_MAX_LIFETIME_DAYS), 'expiresAt');
  }
  return { name, scopes, expiresAt };
}

/** ADMIN: a new key; its secret is in the answer and nowhere else (only its hash is kept). */
export async function createApiKey(scope: RequestScope, input: NewApiKey, now = scope.deps.clock.now()) {
  const { em, viewer } = scope;
  const admin = requireRole(viewer, 'ADMIN');
  await requireRecentAuthentication(scope);
  const fields = checkedInput(input, now);
  const creator = await em.findOneOrFail(User, admin.id, { failHandler: () => notFound('User') });
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  const apiKey = em.create(ApiKey, {
    ...fields,
    prefix: key.slice(0, SHOWN_CHARACTERS),
    secretHash: hashOfSecret(key),
    createdBy: creator,
    createdByName: creator.fullName,
    createdAt: now,
  });
  await em.flush();
  return { key, apiKey };
}

/** ADMIN: every key, revoked and expired ones included, newest first. */
export async function listApiKeys({ em, viewer }: RequestScope): Promise<ApiKey[]> {
  requireRole(viewer, 'ADMIN');
  return em.find(ApiKey, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** ADMIN: the key stops working on its very next request; revoking it again changes nothing. */
export async function revokeApiKey(scope: RequestScope, id: string): Promise<ApiKey> {
  const { em, viewer } = scope;
  requireRole(viewer, 'ADMIN');
  await requireRecentAuthentication(scope);
  const apiKey = await em.findOne(ApiKey, knownId(id, API_KEY_MESSAGES.notFound));
  if (!apiKey) throw notFound(API_KEY_MESSAGES.notFound);
  apiKey.revokedAt ??= scope.deps.clock.now();
  await em.flush();
  return apiKey;
}

/**
 * Who a Bearer API key speaks for: null when no live key has this secret. Called once per request by
 * http/authenticate.ts, whatever the transport.
 *
 * The key and whether its last use is stale are read in one statement: a revoked or expired key is refused on the very
 * next request, with no cache in between (as sessions are).
 */
export async function apiKeyOfSecret(
  { orm, clock }: Pick<AppDeps, 'orm' | 'clock'>,
  secret: string,
): Promise<ApiKeyPrincipal | null> {
  const db = orm.em.getKysely<ApiKeyTables>();
  const now = clock.now();
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => [
      'id',
      'scopes',
      eb.fn
        .coalesce(eb('last_used_at', '<', new Date(now.getTime() - LAST_USED_PRECISION_SECONDS * 1000)), sql.lit(true))
        .as('used_long_ago'),
    ])
    .where('secret_hash', '=', hashOfSecret(secret))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (row.used_long_ago) {
    await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return { id: row.id, scopes: row.scopes };
}
