import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { AccountSessionType } from './user.types';

/*
 * What the mutations of account-security.resolver.ts answer: what changed, for a client to update what it holds. The
 * `success` and `message` of the payload they answered before still answer as they did, for integrators not yet moved.
 */

@ObjectType('RequestPasswordResetPayload', { simpleResolvers: true })
export class RequestPasswordResetPayload {
  @Field(() => String, {
    description:
      'The address as read (trimmed, lower case): a link goes there if an account uses it. The answer is the same either way.',
  })
  email!: string;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused requestPasswordReset answers an error. Read `email`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `email`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('ResetPasswordPayload', { simpleResolvers: true })
export class ResetPasswordPayload {
  @Field(() => Boolean, {
    description:
      'The request came signed in, and its session cookie is now cleared: a client drops the signed-in account it ' +
      "holds. Every session of the link's account ended; it signs in afresh with the new password.",
  })
  signedOut!: boolean;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused resetPassword answers an error. Read `signedOut`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `signedOut`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('VerifyEmailPayload', { simpleResolvers: true })
export class VerifyEmailPayload {
  @Field(() => String, {
    description:
      "The address now confirmed: the link's account, which may not be the one signed in (a client asks `me` again).",
  })
  email!: string;

  @Field(() => Boolean, {
    deprecationReason: 'Always true: a refused verifyEmail answers an error. Read `email`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `email`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('ResendVerificationPayload', { simpleResolvers: true })
export class ResendVerificationPayload {
  @Field(() => String, { description: "The caller's address, where the link went." })
  email!: string;

  @Field(() => Boolean, {
    description: 'A new link was mailed; false when the address was confirmed already, and nothing was sent.',
  })
  sent!: boolean;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused resendVerification answers an error. Read `sent`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `sent`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('RequestEmailChangePayload', { simpleResolvers: true })
export class RequestEmailChangePayload {
  @Field(() => String, {
    description:
      'The address the confirmation link went to (lower case). Nothing changes until it is opened: `User.email` stays.',
  })
  newEmail!: string;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused requestEmailChange answers an error. Read `newEmail`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `newEmail`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('ConfirmEmailChangePayload', { simpleResolvers: true })
export class ConfirmEmailChangePayload {
  @Field(() => String, {
    description:
      "The link's account's address now, confirmed; that account may not be the one signed in (a client asks `me` again).",
  })
  email!: string;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused confirmEmailChange answers an error. Read `email`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `email`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('CancelEmailChangePayload', { simpleResolvers: true })
export class CancelEmailChangePayload {
  @Field(() => GraphQLISODateTime, {
    description: "When the pending change was cancelled: its link stopped working then, and the address didn't change.",
  })
  cancelledAt!: Date;

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused cancelEmailChange answers an error. Read `cancelledAt`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `cancelledAt`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('RevokeSessionPayload', { simpleResolvers: true })
export class RevokeSessionPayload {
  @Field(() => ID, { description: 'The session signed out: a client drops it from `mySessions`.' })
  id!: string;

  @Field(() => Boolean, {
    description: "It was this request's own session: the caller is signed out (the cookie is cleared).",
  })
  current!: boolean;

  @Field(() => Boolean, {
    deprecationReason: 'Always true: a refused revokeSession answers an error. Read `id`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `id`. Removed after 2027-06-30.',
  })
  message!: string;
}

@ObjectType('RevokeOtherSessionsPayload', { simpleResolvers: true })
export class RevokeOtherSessionsPayload {
  @Field(() => [AccountSessionType], {
    description: "The caller's sessions now, as `mySessions` answers them: only this one is left.",
  })
  sessions!: AccountSessionType[];

  @Field(() => Boolean, {
    deprecationReason:
      'Always true: a refused revokeOtherSessions answers an error. Read `sessions`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `sessions`. Removed after 2027-06-30.',
  })
  message!: string;
}
