import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { DeprecatedMessageFields } from '../../http/graphql';
import { AccountSessionType } from './user.types';

/*
 * What the mutations of account-security.resolver.ts answer: what changed, for a client to update what it holds. The
 * `success` and `message` of the payload they answered before still answer as they did, for integrators not yet moved.
 */

@ObjectType('RequestPasswordResetPayload', { simpleResolvers: true })
export class RequestPasswordResetPayload extends DeprecatedMessageFields('requestPasswordReset', 'email') {
  @Field(() => String, {
    description:
      'The address as read (trimmed, lower case): a link goes there if an account uses it. The answer is the same either way.',
  })
  email!: string;
}

@ObjectType('ResetPasswordPayload', { simpleResolvers: true })
export class ResetPasswordPayload extends DeprecatedMessageFields('resetPassword', 'signedOut') {
  @Field(() => Boolean, {
    description:
      'The request came signed in, and its session cookie is now cleared: a client drops the signed-in account it ' +
      "holds. Every session of the link's account ended; it signs in afresh with the new password.",
  })
  signedOut!: boolean;
}

@ObjectType('VerifyEmailPayload', { simpleResolvers: true })
export class VerifyEmailPayload extends DeprecatedMessageFields('verifyEmail', 'email') {
  @Field(() => String, {
    description:
      "The address now confirmed: the link's account, which may not be the one signed in (a client asks `me` again).",
  })
  email!: string;
}

@ObjectType('ResendVerificationPayload', { simpleResolvers: true })
export class ResendVerificationPayload extends DeprecatedMessageFields('resendVerification', 'sent') {
  @Field(() => String, { description: "The caller's address, where the link went." })
  email!: string;

  @Field(() => Boolean, {
    description: 'A new link was mailed; false when the address was confirmed already, and nothing was sent.',
  })
  sent!: boolean;
}

@ObjectType('RequestEmailChangePayload', { simpleResolvers: true })
export class RequestEmailChangePayload extends DeprecatedMessageFields('requestEmailChange', 'newEmail') {
  @Field(() => String, {
    description:
      'The address the confirmation link went to (lower case). Nothing changes until it is opened: `User.email` stays.',
  })
  newEmail!: string;
}

@ObjectType('ConfirmEmailChangePayload', { simpleResolvers: true })
export class ConfirmEmailChangePayload extends DeprecatedMessageFields('confirmEmailChange', 'email') {
  @Field(() => String, {
    description:
      "The link's account's address now, confirmed; that account may not be the one signed in (a client asks `me` again).",
  })
  email!: string;
}

@ObjectType('CancelEmailChangePayload', { simpleResolvers: true })
export class CancelEmailChangePayload extends DeprecatedMessageFields('cancelEmailChange', 'cancelledAt') {
  @Field(() => GraphQLISODateTime, {
    description: "When the pending change was cancelled: its link stopped working then, and the address didn't change.",
  })
  cancelledAt!: Date;
}

@ObjectType('RevokeSessionPayload', { simpleResolvers: true })
export class RevokeSessionPayload extends DeprecatedMessageFields('revokeSession', 'id') {
  @Field(() => ID, { description: 'The session signed out: a client drops it from `mySessions`.' })
  id!: string;

  @Field(() => Boolean, {
    description: "It was this request's own session: the caller is signed out (the cookie is cleared).",
  })
  current!: boolean;
}

@ObjectType('RevokeOtherSessionsPayload', { simpleResolvers: true })
export class RevokeOtherSessionsPayload extends DeprecatedMessageFields('revokeOtherSessions', 'sessions') {
  @Field(() => [AccountSessionType], {
    description: "The caller's sessions now, as `mySessions` answers them: only this one is left.",
  })
  sessions!: AccountSessionType[];
}
