import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DeprecatedMessageFields } from '../../http/graphql';
import { UserType } from './user.types';

@ObjectType('Passkey', { description: 'A passkey (WebAuthn credential) of the account.' })
export class PasskeyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => Boolean, {
    description: 'The passkey can be synced to other devices (a password manager, a cloud keychain).',
  })
  backupEligible!: boolean;

  @Field(() => Boolean, { description: 'The passkey is synced now.' })
  backedUp!: boolean;
}

@ObjectType('SecondFactorChallenge', {
  description: 'The password was right and the account has a second factor: finish with completeSecondFactor.',
})
export class SecondFactorChallengeType {
  @Field(() => String, { description: 'Single use, short lived: send it to completeSecondFactor.' })
  challengeToken!: string;

  @Field(() => GraphQLISODateTime)
  expiresAt!: Date;

  @Field(() => [String], { description: "What the account can finish with: 'totp', 'recovery_code', 'passkey'." })
  methods!: string[];
}

@ObjectType('LoginPayload', {
  description: 'A session (token and user), or, for an account with a second factor, the challenge of the second step.',
})
export class LoginPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The session token the cookie carries; null while a second factor is needed.',
  })
  token!: string | null;

  @Field(() => UserType, { nullable: true })
  user!: UserType | null;

  @Field(() => SecondFactorChallengeType, { nullable: true })
  secondFactor!: SecondFactorChallengeType | null;
}

@ObjectType('TotpSetup', { description: 'A new TOTP secret, pending until confirmTotp receives a first right code.' })
export class TotpSetupType {
  @Field(() => String, { description: 'The secret in base32, for typing into an app that cannot scan.' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// URI the QR code holds.' })
  uri!: string;

  @Field(() => String, { description: 'The QR code as a PNG data: URL.' })
  qrCodeDataUrl!: string;
}

@ObjectType('RecoveryCodesPayload')
export class RecoveryCodesPayload {
  @Field(() => String)
  message!: string;

  @Field(() => [String], { description: 'Shown this once: only their hashes are stored. Each works once.' })
  codes!: string[];
}

@ObjectType('SecuritySettings', { description: "The caller's sign-in factors." })
export class SecuritySettingsType {
  @Field(() => Boolean)
  totpEnabled!: boolean;

  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@InputType('CompleteSecondFactorInput', { description: 'The challenge token and exactly one proof.' })
export class CompleteSecondFactorInput {
  @Field(() => String)
  challengeToken!: string;

  @Field(() => String, { nullable: true, description: 'A 6-digit code of the authenticator app.' })
  code?: string | null;

  @Field(() => String, { nullable: true })
  recoveryCode?: string | null;

  @Field(() => String, { nullable: true, description: "The browser's WebAuthn assertion as JSON text." })
  passkeyResponse?: string | null;
}

@InputType('ReauthenticateInput', {
  description: 'Exactly one proof: the password, an authenticator code or a passkey.',
})
export class ReauthenticateInput {
  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true, description: "The browser's WebAuthn assertion as JSON text." })
  passkeyResponse?: string | null;
}

@ObjectType('RemovePasskeyPayload', { simpleResolvers: true })
export class RemovePasskeyPayload extends DeprecatedMessageFields('removePasskey', 'id') {
  @Field(() => ID, { description: 'The removed passkey: a client drops it from `User.passkeys`.' })
  id!: string;

  @Field(() => UserType, { description: 'The owner, whose `passkeys` and `mfaEnabled` follow.' })
  user!: UserType;
}

@ObjectType('DisableTotpPayload', { simpleResolvers: true })
export class DisableTotpPayload extends DeprecatedMessageFields('disableTotp', 'user') {
  @Field(() => UserType, {
    description:
      'The owner, TOTP off: `security` (its recovery codes go with the last second factor) and `mfaEnabled`.',
  })
  user!: UserType;
}

@ObjectType('ReauthenticatePayload', { simpleResolvers: true })
export class ReauthenticatePayload extends DeprecatedMessageFields('reauthenticate', 'until') {
  @Field(() => GraphQLISODateTime, {
    description: 'Until when sensitive changes need no new proof from this session (REAUTHENTICATION_MINUTES).',
  })
  until!: Date;
}
