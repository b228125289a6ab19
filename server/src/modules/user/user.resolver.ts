import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql/context';
import { GraphQLUpload, resolveUpload, type UploadArg } from '../../http/graphql/scalars';
import { clearSessionCookie, sessionClient, setDeviceCookie, setSessionCookie } from '../../http/session-cookie';
import * as accounts from './account.service';
import { avatarUrl } from './avatar';
import { updateProfile } from './profile.service';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './trusted-devices';
import type { User } from './user.entity';
import { isSubscriptionActive } from './user.policy';
import {
  AuthPayload,
  ChangePasswordInput,
  LoginInput,
  MessagePayload,
  RegisterInput,
  UserSubscriptionType,
  UserType,
} from './user.types';

function startSession(ctx: GraphQLContext, session: Omit<accounts.Session, 'deviceToken'>): AuthPayload {
  setSessionCookie(ctx.res, ctx.scope.deps.config, session.token, session.maxAgeSeconds);
  return { message: session.message, token: session.token, user: session.user };
}

/** After a login or sign-up: this browser is now one the account signed in from. */
function startTrustedSession(ctx: GraphQLContext, session: accounts.Session): AuthPayload {
  const payload = startSession(ctx, session);
  setDeviceCookie(ctx.res, ctx.scope.deps.config, session.deviceToken, DEVICE_COOKIE_MAX_AGE_SECONDS);
  return payload;
}

const clientOf = (ctx: GraphQLContext) => sessionClient(ctx.req, ctx.scope.deps.config);

@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { nullable: true })
  avatarUrl(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return avatarUrl(ctx.scope.deps, user.avatarKey);
  }

  @FieldResolver(() => UserSubscriptionType)
  subscription(@Root() user: User): UserSubscriptionType {
    return {
      status: user.subscriptionStatus,
      active: isSubscriptionActive(user.subscriptionStatus),
      currentPeriodEnd: user.currentPeriodEnd ?? null,
    };
  }

  @Query(() => UserType, { nullable: true, description: 'The logged-in user, or null.' })
  me(@Ctx() ctx: GraphQLContext) {
    return accounts.currentUser(ctx.scope);
  }

  @Mutation(() => AuthPayload, { description: 'Creates a USER account and starts a session (sets the cookie).' })
  async register(
    @Arg('input', () => RegisterInput) input: RegisterInput,
    @Arg('avatar', () => GraphQLUpload, { nullable: true }) avatar: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    const upload = await resolveUpload(avatar);
    return startTrustedSession(ctx, await accounts.register(ctx.scope, input, upload, clientOf(ctx)));
  }

  @Mutation(() => AuthPayload, { description: 'Starts a session (sets the cookie).' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext) {
    return startTrustedSession(ctx, await accounts.login(ctx.scope, input, clientOf(ctx)));
  }

  @Mutation(() => MessagePayload, {
    description: 'Ends the session server-side (its token stops working) and clears the cookie.',
  })
  async logout(@Ctx() ctx: GraphQLContext): Promise<MessagePayload> {
    await accounts.logout(ctx.scope);
    clearSessionCookie(ctx.res, ctx.scope.deps.config);
    return { success: true, message: 'Logged out successfully' };
  }

  @Authorized()
  @Mutation(() => UserType)
  async updateProfile(
    @Arg('fullName', () => String) fullName: string,
    @Arg('avatar', () => GraphQLUpload, { nullable: true }) avatar: UploadArg,
    @Ctx() ctx: GraphQLContext,
  ) {
    return updateProfile(ctx.scope, { fullName }, await resolveUpload(avatar));
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: 'Sets a new password; every other session of this user ends.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return startSession(ctx, await accounts.changePassword(ctx.scope, input));
  }
}
