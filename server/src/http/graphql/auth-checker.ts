import type { AuthChecker } from 'type-graphql';
import { type Role, requireRole, requireViewer } from '../../shared/viewer';
import type { GraphQLContext } from './context';

/** `@Authorized()` needs a session; `@Authorized('ADMIN')` a role. Throws so the error carries our code. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (roles.length === 0) requireViewer(context.scope.viewer);
  else requireRole(context.scope.viewer, ...roles);
  return true;
};
