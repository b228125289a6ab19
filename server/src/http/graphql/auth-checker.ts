import type { AuthChecker } from 'type-graphql';
import { API_KEY_MESSAGES } from '../../identity/api-key/api-key.messages';
import { grantsAdminField } from '../../identity/api-key/api-scopes';
import { forbidden } from '../../shared/errors';
import { type Role, requireRole, requireViewer } from '../../shared/viewer';
import type { GraphQLContext } from './context';

/**
 * `@Authorized()` needs a session; `@Authorized('ADMIN')` a role. Throws so the error carries our code. An API key acts
 * as ADMIN only for what its scopes grant: an ADMIN-only field anywhere in the answer must be granted too.
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (roles.length === 0) requireViewer(context.scope.viewer);
  else requireRole(context.scope.viewer, ...roles);
  const scopes = context.scope.viewer?.apiKeyScopes;
  const adminOnly = roles.length > 0 && !roles.includes('USER');
  if (scopes && adminOnly && !grantsAdminField(scopes, `${info.parentType.name}.${info.fieldName}`)) {
    throw forbidden(API_KEY_MESSAGES.outsideScopes);
  }
  return true;
};
