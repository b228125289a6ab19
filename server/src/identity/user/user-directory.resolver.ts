import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { connectionType, type GraphQLContext } from '../../http/graphql';
import { UserType } from './user.types';
import { listUsers } from './user-directory.service';

export const UserConnectionType = connectionType('User', UserType);

@Resolver()
export class UserDirectoryResolver {
  @Authorized('ADMIN')
  @Query(() => UserConnectionType, {
    description:
      'ADMIN only. Every account, newest first, a page at a time: `first` (1–100, 24 by default) after the cursor ' +
      '`after`; `search` keeps those whose name or email contains it (any case). BAD_USER_INPUT for a cursor this ' +
      'list did not give.',
  })
  users(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return listUsers(ctx.scope, { first, after, search });
  }
}
