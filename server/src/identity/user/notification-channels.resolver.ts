import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { enumValues, type GraphQLContext } from '../../http/graphql';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationChannelSetting,
  notificationChannels,
  setNotificationChannel,
} from './notification-channels';

export const NotificationChannelEnum = enumValues(NOTIFICATION_CHANNELS);
registerEnumType(NotificationChannelEnum, {
  name: 'NotificationChannel',
  description: 'A way of telling a user things that they can turn off as a whole. PUSH: web push to their devices.',
});

@ObjectType('NotificationChannelSetting', { description: 'Whether a user is told things through one channel.' })
export class NotificationChannelSettingType implements NotificationChannelSetting {
  @Field(() => NotificationChannelEnum)
  channel!: NotificationChannel;

  @Field(() => Boolean)
  enabled!: boolean;
}

/** The channels (beside the kinds of mail) a signed-in user turns off or back on. */
@Resolver(() => NotificationChannelSettingType)
export class NotificationChannelsResolver {
  @Authorized()
  @Query(() => [NotificationChannelSettingType], { description: "The caller's switch for each notification channel." })
  notificationChannels(@Ctx() ctx: GraphQLContext) {
    return notificationChannels(ctx.scope);
  }

  @Authorized()
  @Mutation(() => NotificationChannelSettingType, {
    description: "Turns one of the caller's notification channels off (every device) or back on.",
  })
  setNotificationChannel(
    @Arg('channel', () => NotificationChannelEnum) channel: NotificationChannel,
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return setNotificationChannel(ctx.scope, channel, enabled);
  }
}
