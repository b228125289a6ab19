import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext, say, sessionClient } from '../../http/graphql';
import { crossSiteGuard } from '../../http/rest';
import { pendingSecondFactor } from '../user/account.service';
import { SecondFactorChallengeType } from '../user/mfa.types';
import { sendSessionCookies } from '../user/session-cookies';
import type { User } from '../user/user.entity';
import { LOGGED_IN_MESSAGE } from '../user/user.messages';
import { AuthPayload, UserType } from '../user/user.types';
import { readPendingLink } from './pending-link';
import {
  clearPendingLinkCookie,
  clearSecondFactorCookie,
  SSO_LINK_COOKIE,
  SSO_SECOND_FACTOR_COOKIE,
  sendFlowStateCookie,
} from './sso.http';
import { SsoLinkType, SsoPendingLinkType, SsoProviderConfigType, SsoProviderInput, SsoProviderType } from './sso.types';
import { completeLink, linksOf, pendingLinkSummary, unlink } from './sso-links.service';
import * as providers from './sso-providers.service';
import { startLinking } from './sso-sign-in.service';

const pendingOf = (ctx: GraphQLContext) =>
  readPendingLink(
    ctx.scope.deps.config.appSecret,
    (ctx.req.cookies as Record<string, string | undefined>)[SSO_LINK_COOKIE],
  );

@Resolver(() => SsoProviderType)
export class SsoResolver {
  @Query(() => [SsoProviderType], { description: 'The single sign-on providers, for the sign-in buttons.' })
  ssoProviders(@Ctx() ctx: GraphQLContext) {
    return providers.publicProviders(ctx.scope);
  }

  @Query(() => SsoPendingLinkType, {
    nullable: true,
    description: "This browser's provider sign-in waiting for an existing account's password; null when none.",
  })
  async ssoPendingLink(@Ctx() ctx: GraphQLContext) {
    return pendingLinkSummary(ctx.scope, await pendingOf(ctx));
  }

  @Query(() => SecondFactorChallengeType, {
    nullable: true,
    description:
      "This browser's provider sign-in waiting for the account's second factor (finish with completeSecondFactor); null when none, used or expired.",
  })
  async ssoSecondFactor(@Ctx() ctx: GraphQLContext) {
    const token = (ctx.req.cookies as Record<string, string | undefined>)[SSO_SECOND_FACTOR_COOKIE];
    if (!token) return null;
    const pending = await pendingSecondFactor(ctx.scope, token);
    if (!pending) clearSecondFactorCookie(ctx.res, ctx.scope.deps.config);
    return pending;
  }

  @Mutation(() => AuthPayload, {
    description: "Links the pending provider identity to its account with the account's password, and signs in.",
  })
  async completeSsoLink(@Arg('password', () => String) password: string, @Ctx() ctx: GraphQLContext) {
    const { config } = ctx.scope.deps;
    const session = await completeLink(ctx.scope, await pendingOf(ctx), password, sessionClient(ctx.req, config));
    sendSessionCookies(ctx.res, config, session);
    clearPendingLinkCookie(ctx.res, config);
    return { message: say(ctx.req, LOGGED_IN_MESSAGE), token: session.token, user: session.user };
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      "Starts connecting this provider to the viewer's account (needs a recent sign-in): answers the provider's sign-in URL for the browser to open; the owner is mailed once the link is made.",
  })
  async startSsoLink(@Arg('providerId', () => ID) providerId: string, @Ctx() ctx: GraphQLContext) {
    const { config } = ctx.scope.deps;
    // The link outlives this session: the REST facade's refusal of requests other sites start, on top of GraphQL's own.
    const crossSite = crossSiteGuard(config).unsafeRefusal(ctx.req);
    if (crossSite) throw crossSite;
    const { url, state } = await startLinking(ctx.scope, providerId);
    sendFlowStateCookie(ctx.res, config, state);
    return url;
  }

  @Authorized()
  @Mutation(() => ID, { description: "Removes the viewer's link to this provider; answers the provider's id." })
  unlinkSso(@Arg('providerId', () => ID) providerId: string, @Ctx() ctx: GraphQLContext) {
    return unlink(ctx.scope, providerId);
  }

  @Authorized('ADMIN')
  @Query(() => [SsoProviderConfigType], { description: 'ADMIN: every provider with its settings (no secrets).' })
  ssoProviderConfigs(@Ctx() ctx: GraphQLContext) {
    return providers.providerConfigs(ctx.scope);
  }

  @Authorized('ADMIN')
  @Mutation(() => SsoProviderConfigType, { description: 'ADMIN: adds a provider; its secret is stored, never sent.' })
  createSsoProvider(@Arg('input', () => SsoProviderInput) input: SsoProviderInput, @Ctx() ctx: GraphQLContext) {
    return providers.createProvider(ctx.scope, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => SsoProviderConfigType, { description: 'ADMIN: changes a provider added here (its id stays).' })
  updateSsoProvider(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SsoProviderInput) input: SsoProviderInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return providers.updateProvider(ctx.scope, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ID, { description: "ADMIN: removes a provider added here and every account's link to it." })
  deleteSsoProvider(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return providers.deleteProvider(ctx.scope, id);
  }
}

@Resolver(() => UserType)
export class UserSsoLinksResolver {
  @Authorized()
  @FieldResolver(() => [SsoLinkType], {
    description: "The account's single sign-on identities (the owner's own, or any for an admin).",
  })
  ssoLinks(@Root() user: User, @Ctx() ctx: GraphQLContext) {
    return linksOf(ctx.scope, user.id);
  }
}
