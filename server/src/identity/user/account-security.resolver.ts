import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { clearSessionCookie, type GraphQLContext, say } from '../../http/graphql';
import { requestPasswordReset, resetPassword } from './account-recovery.service';
import {
  CancelEmailChangePayload,
  ConfirmEmailChangePayload,
  RequestEmailChangePayload,
  RequestPasswordResetPayload,
  ResendVerificationPayload,
  ResetPasswordPayload,
  RevokeOtherSessionsPayload,
  RevokeSessionPayload,
  VerifyEmailPayload,
} from './account-security.types';
import { cancelEmailChange, confirmEmailChange, requestEmailChange } from './email-change.service';
import { resendVerification, verifyEmail } from './email-verification.service';
import { mySessions, revokeOtherSessions, revokeSession } from './sessions.service';
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_CHANGE_CANCELLED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  emailChangedMessage,
  emailChangeRequestedMessage,
  OTHER_SESSIONS_REVOKED_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  SESSION_REVOKED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from './user.messages';
import { AccountSessionType } from './user.types';

/** The payloads' deprecated fields: `success`, always true, and the message in the request's language. */
const done = (ctx: GraphQLContext, message: string) => ({ success: true, message: say(ctx.req, message) });

/** Password reset, email verification, change of email and the account's sessions. */
@Resolver()
export class AccountSecurityResolver {
  @Mutation(() => RequestPasswordResetPayload, {
    description: 'Mails a password reset link if an account has this email; the answer is the same either way.',
  })
  async requestPasswordReset(
    @Arg('email', () => String) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestPasswordResetPayload> {
    const requested = await requestPasswordReset(ctx.scope, { email });
    return { email: requested.email, ...done(ctx, PASSWORD_RESET_REQUESTED_MESSAGE) };
  }

  @Mutation(() => ResetPasswordPayload, {
    description:
      'Sets a new password with the mailed token (single use, 30 minutes); every session of the account ends.',
  })
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResetPasswordPayload> {
    await resetPassword(ctx.scope, { token, newPassword });
    // The caller's own session, if any, ended with the others.
    const signedOut = Boolean(ctx.scope.viewer);
    if (signedOut) clearSessionCookie(ctx.res, ctx.scope.deps.config);
    return { signedOut, ...done(ctx, PASSWORD_RESET_MESSAGE) };
  }

  @Mutation(() => VerifyEmailPayload, { description: 'Confirms the email address with the token of the welcome mail.' })
  async verifyEmail(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VerifyEmailPayload> {
    const verified = await verifyEmail(ctx.scope, token);
    return { email: verified.email, ...done(ctx, EMAIL_VERIFIED_MESSAGE) };
  }

  @Authorized()
  @Mutation(() => ResendVerificationPayload, {
    description: "Mails a new confirmation link to the caller's email address.",
  })
  async resendVerification(@Ctx() ctx: GraphQLContext): Promise<ResendVerificationPayload> {
    const resent = await resendVerification(ctx.scope);
    return { ...resent, ...done(ctx, resent.sent ? VERIFICATION_SENT_MESSAGE : ALREADY_VERIFIED_MESSAGE) };
  }

  @Authorized()
  @Mutation(() => RequestEmailChangePayload, {
    description:
      'Mails a confirmation link (single use, 24 hours) to the new address; the email changes once it is opened. Needs the current password.',
  })
  async requestEmailChange(
    @Arg('newEmail', () => String) newEmail: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestEmailChangePayload> {
    const requested = await requestEmailChange(ctx.scope, { newEmail, password });
    return { newEmail: requested.newEmail, ...done(ctx, emailChangeRequestedMessage(requested.newEmail)) };
  }

  @Mutation(() => ConfirmEmailChangePayload, {
    description:
      'Makes a requested email change take effect with the token mailed to the new address (which counts as verified then); the old address is told. Sessions go on.',
  })
  async confirmEmailChange(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConfirmEmailChangePayload> {
    const changed = await confirmEmailChange(ctx.scope, token);
    return { email: changed.newEmail, ...done(ctx, emailChangedMessage(changed.newEmail)) };
  }

  @Mutation(() => CancelEmailChangePayload, {
    description:
      'Cancels a pending email change with the token mailed to the current address ("this wasn\'t me"); the change\'s link stops working.',
  })
  async cancelEmailChange(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CancelEmailChangePayload> {
    const cancelled = await cancelEmailChange(ctx.scope, token);
    return { cancelledAt: cancelled.at, ...done(ctx, EMAIL_CHANGE_CANCELLED_MESSAGE) };
  }

  @Authorized()
  @Query(() => [AccountSessionType], { description: "The caller's active sessions, the most recently used first." })
  mySessions(@Ctx() ctx: GraphQLContext) {
    return mySessions(ctx.scope);
  }

  @Authorized()
  @Mutation(() => RevokeSessionPayload, {
    description: "Signs out one of the caller's sessions (the current one included).",
  })
  async revokeSession(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RevokeSessionPayload> {
    const revoked = await revokeSession(ctx.scope, id);
    if (revoked.current) clearSessionCookie(ctx.res, ctx.scope.deps.config);
    return { ...revoked, ...done(ctx, SESSION_REVOKED_MESSAGE) };
  }

  @Authorized()
  @Mutation(() => RevokeOtherSessionsPayload, {
    description: "Signs out every session of the caller's account but this one.",
  })
  async revokeOtherSessions(@Ctx() ctx: GraphQLContext): Promise<RevokeOtherSessionsPayload> {
    await revokeOtherSessions(ctx.scope);
    return { sessions: await mySessions(ctx.scope), ...done(ctx, OTHER_SESSIONS_REVOKED_MESSAGE) };
  }
}
