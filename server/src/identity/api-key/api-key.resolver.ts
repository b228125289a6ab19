import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import type { ApiKey } from './api-key.entity';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service';
import { ApiKeyType, CreateApiKeyInput, CreatedApiKey } from './api-key.types';

@Resolver(() => ApiKeyType)
export class ApiKeyResolver {
  @Authorized('ADMIN')
  @Query(() => [ApiKeyType], { description: 'ADMIN: every API key, revoked and expired ones included, newest first.' })
  apiKeys(@Ctx() ctx: GraphQLContext) {
    return listApiKeys(ctx.scope);
  }

  @Authorized('ADMIN')
  @Mutation(() => CreatedApiKey, {
    description: 'ADMIN: a new API key with these scopes, until `expiresAt`. Its secret is in this answer only.',
  })
  createApiKey(@Arg('input', () => CreateApiKeyInput) input: CreateApiKeyInput, @Ctx() ctx: GraphQLContext) {
    return createApiKey(ctx.scope, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ApiKeyType, { description: 'ADMIN: the key is refused from its next request on.' })
  revokeApiKey(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return revokeApiKey(ctx.scope, id);
  }

  @FieldResolver()
  creatorAccountClosed(@Root() apiKey: ApiKey): boolean {
    return !apiKey.createdBy;
  }
}
