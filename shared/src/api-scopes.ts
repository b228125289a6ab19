/**
 * What an API key may be allowed to do. The operations each scope grants are the server's
 * (server/src/identity/api-key/api-scopes.ts); this list is shared so the client offers the same names, each with what
 * it allows in the screen's language (`apiKeys.scopes` of the client's `integrations` texts).
 */
export const API_SCOPE_NAMES = [
  'catalog:read',
  'courses:write',
  'lectures:write',
  'discussions:read',
  'stats:read',
  'analytics',
  'payments:read',
  'teams:read',
  'contact:read',
  'webhooks',
] as const;

export type ApiScope = (typeof API_SCOPE_NAMES)[number];

/** Every key's secret starts with this, so a leaked key is easy to find (in code, logs, secret scanners). */
export const API_KEY_PREFIX = 'chk_';

/** A key lives at most this long: an integration renews its key, so a forgotten one stops working by itself. */
export const API_KEY_MAX_LIFETIME_DAYS = 366;
