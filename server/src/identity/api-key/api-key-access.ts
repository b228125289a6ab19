import { forbidden } from '../../shared/errors';
import type { Viewer } from '../../shared/viewer';
import { API_KEY_MESSAGES } from './api-key.messages';
import type { ApiKeyPrincipal } from './api-key.service';
import { ANY_KEY_OPERATIONS, grantOf } from './api-scopes';

/**
 * Who the key acts as for these operations (the root fields of one GraphQL operation, or one REST route): FORBIDDEN
 * unless its scopes grant every one of them (api-scopes.ts). The answer is the viewer the services see: null (an
 * anonymous caller) for public reads, an ADMIN named by the key (never by its creator: no account's own data, no
 * session) for the operations an ADMIN scope grants. One request acts as one of the two, so a public read never runs
 * with an ADMIN's view of nested fields. The ADMIN viewer carries the key's scopes: each ADMIN-only field below the
 * root is checked against them too (http/graphql/auth-checker.ts).
 */
export function actingViewer(key: ApiKeyPrincipal, operations: readonly string[]): Viewer | null {
  const roles = new Set(
    operations
      .filter((operation) => !(ANY_KEY_OPERATIONS as readonly string[]).includes(operation))
      .map((operation) => {
        const grant = grantOf(key.scopes, operation);
        if (!grant) throw forbidden(API_KEY_MESSAGES.outsideScopes);
        return grant.actsAs;
      }),
  );
  if (roles.size > 1) throw forbidden(API_KEY_MESSAGES.mixedGrants);
  const [role] = roles;
  return role ? { id: key.id, role, subscriptionActive: false, sessionId: key.id, apiKeyScopes: key.scopes } : null;
}
