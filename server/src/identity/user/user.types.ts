import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../../shared/viewer';
import { NamedPersonFields } from './person.types';

export const RoleEnum = { ADMIN: 'ADMIN', USER: 'USER' } as const;
registerEnumType(RoleEnum, { name: 'Role' });

@ObjectType('PaymentMethod', { description: 'The card a subscription is charged to: never more than this of it.' })
export class PaymentMethodType {
  @Field(() => String, {
    description: "The card network as the payment provider names it, lower case: 'visa', 'mastercard', 'amex', …",
  })
  brand!: string;

  @Field(() => String, { description: "The card number's last four digits, e.g. '4242'." })
  last4!: string;
}

@ObjectType('UserSubscription')
export class UserSubscriptionType {
  @Field(() => String, { description: "'active' means subscribed; otherwise 'inactive', 'past_due' or 'canceled'" })
  status!: string;

  @Field(() => Boolean, {
    description:
      'It gives access now: active, or past_due (a renewal failed) within PAST_DUE_GRACE_DAYS while the charge is retried.',
  })
  active!: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'The end of the paid year while the subscription runs: when it renews, or ends (cancelAtPeriodEnd).',
  })
  currentPeriodEnd!: Date | null;

  @Field(() => Boolean, {
    description:
      'Auto-renewal is off: the subscription ends at currentPeriodEnd (access until then) instead of renewing.',
  })
  cancelAtPeriodEnd!: boolean;

  @Field(() => Boolean, {
    description:
      'It renews at currentPeriodEnd: active, with auto-renewal on. False while past_due: the renewal failed, see accessEndsAt.',
  })
  renews!: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'While past_due (a renewal payment failed): when access stops unless the retried charge succeeds, ' +
      'PAST_DUE_GRACE_DAYS after the first failure. Null otherwise.',
  })
  accessEndsAt!: Date | null;

  @Field(() => PaymentMethodType, {
    nullable: true,
    description:
      'The card the subscription is charged to, while it runs (updated through the billing portal); null when none is known.',
  })
  paymentMethod!: PaymentMethodType | null;
}

@ObjectType('User')
export class UserType extends NamedPersonFields {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean, {
    description: 'Whether the owner confirmed the email address (the link of the welcome mail).',
  })
  emailVerified!: boolean;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => String, {
    nullable: true,
    description:
      "The language the owner chose for the product and its mails ('en', 'hi', 'ur'); null when none was chosen.",
  })
  locale?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The owner's IANA time zone (Asia/Kolkata), which their browser reports; reminders keep to its day.",
  })
  timeZone?: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'The session token the cookie carries; send it as `Authorization: Bearer`.' })
  token!: string;

  @Field(() => UserType)
  user!: UserType;
}

@ObjectType('LogoutPayload', { simpleResolvers: true })
export class LogoutPayload {
  @Field(() => ID, {
    nullable: true,
    description: "The session that ended, the request's (its token stops working); null when it came with none.",
  })
  sessionId!: string | null;

  @Field(() => Boolean, {
    deprecationReason: 'Always true: logout never refuses. Read `sessionId`. Removed after 2027-06-30.',
  })
  success!: boolean;

  @Field(() => String, {
    deprecationReason: 'A notice for people; clients word their own. Read `sessionId`. Removed after 2027-06-30.',
  })
  message!: string;
}

@InputType('RegisterInput')
export class RegisterInput {
  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType('LoginInput')
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType('ChangePasswordInput')
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Keep the account's single sign-on identities; by default the change removes them.",
  })
  keepSsoLinks!: boolean;
}

@ObjectType('AccountSession', { description: 'A signed-in device of the account: a session that still works.' })
export class AccountSessionType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "A short name from the user agent, e.g. 'Chrome on Android'." })
  device!: string;

  @Field(() => String, { nullable: true })
  userAgent!: string | null;

  @Field(() => String, { nullable: true, description: 'The address the session started from.' })
  ip!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'Refreshed every few minutes while the session is used.' })
  lastSeenAt!: Date;

  @Field(() => Boolean, { description: 'The session this request was made with.' })
  current!: boolean;
}
