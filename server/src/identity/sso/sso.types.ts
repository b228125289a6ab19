import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum SsoProviderSource {
  ENVIRONMENT = 'ENVIRONMENT',
  ADMIN = 'ADMIN',
}
registerEnumType(SsoProviderSource, {
  name: 'SsoProviderSource',
  description: 'Where a provider is configured: OIDC_PROVIDERS (read-only here) or the admin screen.',
});

@ObjectType('SsoProvider', { description: 'A single sign-on provider as the sign-in buttons show it.' })
export class SsoProviderType {
  @Field(() => ID, { description: 'The slug of its sign-in URL: /auth/sso/<id>/start.' })
  id!: string;

  @Field(() => String, { description: 'Shown as "Continue with <name>".' })
  name!: string;
}

@ObjectType('SsoProviderConfig', {
  description: 'ADMIN: a provider with its settings; its client secret is never sent.',
})
export class SsoProviderConfigType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The OpenID issuer URL (its /.well-known/openid-configuration is read).' })
  issuer!: string;

  @Field(() => String)
  clientId!: string;

  @Field(() => [String], { description: 'Only emails of these domains may sign in with it; empty: any domain.' })
  allowedDomains!: string[];

  @Field(() => [String], {
    description: 'Accounts of these domains may not use a password: they sign in with this provider only.',
  })
  disablePasswordForDomains!: string[];

  @Field(() => SsoProviderSource)
  source!: SsoProviderSource;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Null for providers of OIDC_PROVIDERS.' })
  createdAt!: Date | null;
}

@ObjectType('SsoLink', { description: "The account's identity at a provider, used to sign in." })
export class SsoLinkType {
  @Field(() => ID)
  providerId!: string;

  @Field(() => String)
  providerName!: string;

  @Field(() => String, { description: 'The email the provider reported when the link was made.' })
  email!: string;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType('SsoPendingLink', {
  description: 'A provider sign-in whose email belongs to an existing account: its password links them once.',
})
export class SsoPendingLinkType {
  @Field(() => ID)
  providerId!: string;

  @Field(() => String)
  providerName!: string;

  @Field(() => String)
  email!: string;
}

@InputType('SsoProviderInput')
export class SsoProviderInput {
  @Field(() => String, { description: 'Create only: lower-case letters, digits and dashes, at most 40.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  issuer!: string;

  @Field(() => String)
  clientId!: string;

  @Field(() => String, { description: 'Kept server-side; on update, empty keeps the stored secret.' })
  clientSecret!: string;

  @Field(() => [String])
  allowedDomains!: string[];

  @Field(() => [String])
  disablePasswordForDomains!: string[];
}
