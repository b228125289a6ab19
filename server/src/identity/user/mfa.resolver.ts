import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { type GraphQLContext, say, sessionClient } from '../../http/graphql';
import {
  CompleteSecondFactorInput,
  DisableTotpPayload,
  PasskeyType,
  ReauthenticateInput,
  ReauthenticatePayload,
  RecoveryCodesPayload,
  RemovePasskeyPayload,
  SecuritySettingsType,
  TotpSetupType,
} from './mfa.types';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './passkeys.service';
import { hasSecondFactor } from './reauthentication';
import {
  completeSecondFactor,
  confirmTotp,
  disableTotp,
  enableTotp,
  loginWithPasskey,
  myRecoveryCodesLeft,
  passkeyLoginOptions,
  reauthenticate,
  reauthenticationPasskeyOptions,
  regenerateRecoveryCodes,
  secondFactorPasskeyOptions,
} from './two-factor.service';
import type { User } from './user.entity';
import {
  LOGGED_IN_MESSAGE,
  PASSKEY_REMOVED_MESSAGE,
  REAUTHENTICATED_MESSAGE,
  RECOVERY_CODES_MESSAGE,
  TOTP_DISABLED_MESSAGE,
  TOTP_ENABLED_MESSAGE,
} from './user.messages';
import { startSession } from './user.resolver';
import { AuthPayload, UserType } from './user.types';

/** The payloads' deprecated fields: `success`, always true, and the message in the request's language. */
const done = (ctx: GraphQLContext, message: string) => ({ success: true, message: say(ctx.req, message) });
const clientOf = (ctx: GraphQLContext) => sessionClient(ctx.req, ctx.scope.deps.config);
const isSelf = (ctx: GraphQLContext, user: User) => ctx.scope.viewer?.id === user.id;

/** The sign-in factors on the User type: the owner's own, never another account's. */
@Resolver(() => UserType)
export class UserSecurityResolver {
  @FieldResolver(() => Boolean, {
    description: 'The account has a second factor (TOTP or a passkey). Null for anyone but its owner.',
    nullable: true,
  })
  async mfaEnabled(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return isSelf(ctx, user) ? hasSecondFactor(ctx.scope, user) : null;
  }

  @FieldResolver(() => Boolean, {
    description: 'An admin who must set up a second factor before anything else (REQUIRE_ADMIN_MFA).',
  })
  mfaSetupRequired(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return isSelf(ctx, user) && ctx.scope.viewer?.mfaSetupRequired === true;
  }

  @FieldResolver(() => [PasskeyType], { description: "The owner's passkeys (empty for anyone else)." })
  async passkeys(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return isSelf(ctx, user) ? listPasskeys(ctx.scope.em, user.id) : [];
  }

  @FieldResolver(() => SecuritySettingsType, { nullable: true, description: "The owner's TOTP and recovery codes." })
  async security(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<SecuritySettingsType | null> {
    if (!isSelf(ctx, user)) return null;
    return {
      totpEnabled: Boolean(user.totpEnabledAt),
      recoveryCodesLeft: await myRecoveryCodesLeft(ctx.scope, user.id),
    };
  }
}

/** Passkeys, two-factor sign-in and re-authentication. */
@Resolver()
export class MfaResolver {
  @Authorized()
  @Mutation(() => String, { description: 'WebAuthn creation options (JSON) for a new passkey; single use, 5 minutes.' })
  passkeyRegistrationOptions(@Ctx() ctx: GraphQLContext) {
    return passkeyRegistrationOptions(ctx.scope);
  }

  @Authorized()
  @Mutation(() => PasskeyType, { description: "Stores a passkey from the browser's answer (JSON) to the options." })
  registerPasskey(
    @Arg('response', () => String) response: string,
    @Arg('name', () => String) name: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return registerPasskey(ctx.scope, { response, name });
  }

  @Authorized()
  @Mutation(() => PasskeyType)
  renamePasskey(@Arg('id', () => ID) id: string, @Arg('name', () => String) name: string, @Ctx() ctx: GraphQLContext) {
    return renamePasskey(ctx.scope, { id, name });
  }

  @Authorized()
  @Mutation(() => RemovePasskeyPayload)
  async removePasskey(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    const removed = await removePasskey(ctx.scope, id);
    return { ...removed, ...done(ctx, PASSKEY_REMOVED_MESSAGE) };
  }

  @Mutation(() => String, {
    description:
      'WebAuthn request options (JSON) to sign in with any passkey (also for autofill); single use, 5 minutes.',
  })
  passkeyLoginOptions(@Ctx() ctx: GraphQLContext) {
    return passkeyLoginOptions(ctx.scope);
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with a passkey (sets the cookie): it is two factors in one.' })
  async loginWithPasskey(@Arg('response', () => String) response: string, @Ctx() ctx: GraphQLContext) {
    return startSession(ctx, await loginWithPasskey(ctx.scope, response, clientOf(ctx)), LOGGED_IN_MESSAGE);
  }

  @Mutation(() => String, {
    description: "WebAuthn request options (JSON) for the account's passkeys, in the second step.",
  })
  secondFactorPasskeyOptions(@Arg('challengeToken', () => String) challengeToken: string, @Ctx() ctx: GraphQLContext) {
    return secondFactorPasskeyOptions(ctx.scope, challengeToken);
  }

  @Mutation(() => AuthPayload, {
    description: 'The second step of a sign-in: the challenge token and a code, a recovery code or a passkey.',
  })
  async completeSecondFactor(
    @Arg('input', () => CompleteSecondFactorInput) input: CompleteSecondFactorInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return startSession(ctx, await completeSecondFactor(ctx.scope, input, clientOf(ctx)), LOGGED_IN_MESSAGE);
  }

  @Authorized()
  @Mutation(() => TotpSetupType, {
    description: 'Starts TOTP setup: a secret and its QR code, pending until confirmTotp.',
  })
  enableTotp(@Ctx() ctx: GraphQLContext) {
    return enableTotp(ctx.scope);
  }

  @Authorized()
  @Mutation(() => RecoveryCodesPayload, { description: 'Turns TOTP on with a first code; answers 10 recovery codes.' })
  async confirmTotp(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext) {
    return { message: say(ctx.req, TOTP_ENABLED_MESSAGE), codes: await confirmTotp(ctx.scope, code) };
  }

  @Authorized()
  @Mutation(() => DisableTotpPayload)
  async disableTotp(@Ctx() ctx: GraphQLContext) {
    return { user: await disableTotp(ctx.scope), ...done(ctx, TOTP_DISABLED_MESSAGE) };
  }

  @Authorized()
  @Mutation(() => RecoveryCodesPayload, { description: '10 new recovery codes; the old ones stop working.' })
  async regenerateRecoveryCodes(@Ctx() ctx: GraphQLContext) {
    return { message: say(ctx.req, RECOVERY_CODES_MESSAGE), codes: await regenerateRecoveryCodes(ctx.scope) };
  }

  @Authorized()
  @Mutation(() => String, {
    description: "WebAuthn request options (JSON) for the caller's passkeys, to reauthenticate.",
  })
  reauthenticationPasskeyOptions(@Ctx() ctx: GraphQLContext) {
    return reauthenticationPasskeyOptions(ctx.scope);
  }

  @Authorized()
  @Mutation(() => ReauthenticatePayload, {
    description: 'Proves the owner again (password, code or passkey): sensitive changes are allowed for a few minutes.',
  })
  async reauthenticate(
    @Arg('input', () => ReauthenticateInput) input: ReauthenticateInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return { ...(await reauthenticate(ctx.scope, input)), ...done(ctx, REAUTHENTICATED_MESSAGE) };
  }
}
