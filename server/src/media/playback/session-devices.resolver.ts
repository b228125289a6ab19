import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { AccountSessionType } from '../../identity/user/user.types';
import { sessionDeviceUse } from './session-devices.service';

/** What each signed-in device does with the lectures: the shared-account guard counts both (docs/video.md). */
@Resolver(() => AccountSessionType)
export class SessionDevicesResolver {
  @FieldResolver(() => Int, { description: 'Downloads kept on this device that may still play.' })
  async downloads(@Root() session: AccountSessionType, @Ctx() ctx: GraphQLContext) {
    return (await sessionDeviceUse(ctx.scope, session.id)).downloads;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the device plays or downloads lectures now (it holds one of the account's MAX_CONCURRENT_STREAMS slots).",
  })
  async playing(@Root() session: AccountSessionType, @Ctx() ctx: GraphQLContext) {
    return (await sessionDeviceUse(ctx.scope, session.id)).playing;
  }
}
