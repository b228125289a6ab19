import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { inboxPage, MARK_READ_MAX, markInboxRead, unreadInboxCount } from './inbox.service';
import { InboxItemConnectionType, InboxItemType, MarkInboxReadPayloadType } from './inbox.types';

// The inbox is its learner's alone: every service reads and writes the caller's own items only.
@Resolver(() => InboxItemType)
export class InboxResolver {
  @Authorized()
  @Query(() => InboxItemConnectionType, {
    description:
      "The caller's inbox, newest first, a page at a time: `first` (1–100, 24 by default) after the cursor `after`. " +
      'It keeps the newest 200 items.',
  })
  inbox(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return inboxPage(ctx.scope, { first, after });
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the caller's inbox items are unread." })
  inboxUnreadCount(@Ctx() ctx: GraphQLContext) {
    return unreadInboxCount(ctx.scope);
  }

  @Authorized()
  @Mutation(() => MarkInboxReadPayloadType, {
    description: `Marks the caller's inbox items read: those of \`ids\` (at most ${MARK_READ_MAX}), or all without.`,
  })
  markInboxRead(@Arg('ids', () => [ID], { nullable: true }) ids: string[] | null, @Ctx() ctx: GraphQLContext) {
    return markInboxRead(ctx.scope, ids);
  }
}
