import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import {
  clearSessionCookie,
  type GraphQLContext,
  GraphQLUpload,
  resolveUpload,
  say,
  sessionClient,
  type UploadArg,
} from '../../http/graphql';
import * as accounts from './account.service';
import { avatarUrl } from './avatar';
import { hasAccessNow } from './entitlement';
import { LoginPayload } from './mfa.types';
import { setLocale, setTimeZone, updateProfile } from './profile.service';
import { type SessionCookies, sendSessionCookies } from './session-cookies';
import type { User } from './user.entity';
import {
  ACCOUNT_CREATED_MESSAGE,
  LOGGED_IN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SECOND_FACTOR_NEEDED_MESSAGE,
} from './user.messages';
import { hasSubscriptionAccess, isSubscriptionActive, pastDueAccessEndsAt } from './user.policy';
import {
  AuthPayload,
  ChangePasswordInput,
  LoginInput,
  LogoutPayload,
  RegisterInput,
  UserSubscriptionType,
  UserType,
} from './user.types';

/**
 * The session's cookies (identity/user/session-cookies.ts), and its token and user in the answer, with the message in
 * the request's language.
 */
export function startSession(
  ctx: GraphQLContext,
  session: SessionCookies & { user: User },
  message: string,
): AuthPayload {
  sendSessionCookies(ctx.res, ctx.scope.deps.config, session);
  return { message: say(ctx.req, message), token: session.token, user: session.user };
}

const clientOf = (ctx: GraphQLContext) => sessionClient(ctx.req, ctx.scope.deps.config);

@Resolver(() => UserType)
export class UserResolver {
  @FieldResolver(() => String, { nullable: true })
  avatarUrl(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return avatarUrl(ctx.scope.deps, user.avatarKey);
  }

  @FieldResolver(() => UserSubscriptionType)
  async subscription(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<UserSubscriptionType> {
    const { scope } = ctx;
    const graceDays = scope.deps.config.plan.pastDueGraceDays;
    const now = scope.deps.clock.now();
    // The caller's own access is THE entitlement's answer (a team seat counts), read now: the request may have just
    // confirmed a checkout or taken a seat. Anyone else's (an admin's lists) is their own subscription's.
    const active =
      scope.viewer?.id === user.id
        ? await hasAccessNow(scope.em, user.id, graceDays, now)
        : hasSubscriptionAccess(user, graceDays, now);
    return {
      status: user.subscriptionStatus,
      active,
      currentPeriodEnd: user.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
      // A past_due subscription's period end is the year its failed renewal would have paid for: it does not renew then.
      renews: isSubscriptionActive(user.subscriptionStatus) && !user.cancelAtPeriodEnd,
      accessEndsAt: pastDueAccessEndsAt(user, graceDays),
      paymentMethod: user.cardBrand && user.cardLast4 ? { brand: user.cardBrand, last4: user.cardLast4 } : null,
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
    return startSession(ctx, await accounts.register(ctx.scope, input, upload, clientOf(ctx)), ACCOUNT_CREATED_MESSAGE);
  }

  @Mutation(() => LoginPayload, {
    description:
      'Starts a session (sets the cookie); for an account with a second factor, answers `secondFactor` instead (no session yet): finish with completeSecondFactor.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginPayload> {
    const result = await accounts.login(ctx.scope, input, clientOf(ctx));
    if (result.secondFactor) {
      return {
        message: say(ctx.req, SECOND_FACTOR_NEEDED_MESSAGE),
        token: null,
        user: null,
        secondFactor: result.secondFactor,
      };
    }
    return { ...startSession(ctx, result.session, LOGGED_IN_MESSAGE), secondFactor: null };
  }

  @Mutation(() => LogoutPayload, {
    description: 'Ends the session server-side (its token stops working) and clears the cookie.',
  })
  async logout(@Ctx() ctx: GraphQLContext): Promise<LogoutPayload> {
    const ended = await accounts.logout(ctx.scope);
    clearSessionCookie(ctx.res, ctx.scope.deps.config);
    return { sessionId: ended.sessionId, success: true, message: say(ctx.req, LOGGED_OUT_MESSAGE) };
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
  @Mutation(() => UserType, {
    description: "Sets the caller's language for the product and its mails ('en', 'hi', 'ur'); null clears the choice.",
  })
  setLocale(@Arg('locale', () => String, { nullable: true }) locale: string | null, @Ctx() ctx: GraphQLContext) {
    return setLocale(ctx.scope, { locale });
  }

  @Authorized()
  @Mutation(() => UserType, {
    description:
      "Sets the caller's IANA time zone (the app sends its browser's); null goes back to UTC. BAD_USER_INPUT for a name " +
      'the server does not know.',
  })
  setTimeZone(@Arg('timeZone', () => String, { nullable: true }) timeZone: string | null, @Ctx() ctx: GraphQLContext) {
    return setTimeZone(ctx.scope, timeZone);
  }

  @Authorized()
  @Mutation(() => AuthPayload, { description: 'Sets a new password; every other session of this user ends.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return startSession(ctx, await accounts.changePassword(ctx.scope, input), PASSWORD_CHANGED_MESSAGE);
  }
}
