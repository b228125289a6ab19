import type { MailKind } from '@coursehub/shared';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { changeMailSubscription, mailPreferences, setMailPreference } from './mail-preferences.service';
import { MailKindEnum, MailSubscriptionType } from './mail-preferences.types';

/** Which mails a user gets: from their profile (signed in), or from a mail's unsubscribe link (its token). */
@Resolver(() => MailSubscriptionType)
export class MailPreferencesResolver {
  @Authorized()
  @Query(() => [MailSubscriptionType], {
    description: "The caller's switch for each kind of mail their role gets that can be turned off.",
  })
  mailPreferences(@Ctx() ctx: GraphQLContext) {
    return mailPreferences(ctx.scope);
  }

  @Authorized()
  @Mutation(() => MailSubscriptionType, { description: "Turns one kind of the caller's mail off or back on." })
  setMailPreference(
    @Arg('kind', () => MailKindEnum) kind: MailKind,
    @Arg('subscribed', () => Boolean) subscribed: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setMailPreference(ctx.scope, kind, subscribed);
  }

  @Mutation(() => MailSubscriptionType, {
    description: "An unsubscribe link's token turns its kind of mail off (subscribed false) or back on; no sign-in.",
  })
  setMailSubscription(
    @Arg('token', () => String) token: string,
    @Arg('subscribed', () => Boolean) subscribed: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return changeMailSubscription(ctx.scope, token, subscribed);
  }
}
