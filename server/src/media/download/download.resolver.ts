import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { DownloadGrantInput, DownloadGrantStateType, DownloadGrantType } from './download.types';
import { downloadGrantState, issueDownloadGrant } from './download-grants.service';

// No edge gates: who may download (subscribers, on a signed-in device) is the service's rule.
@Resolver()
export class DownloadResolver {
  @Mutation(() => DownloadGrantType, {
    description:
      "Downloads a READY lecture to the caller's device: a grant whose AES-128 key is wrapped for the device's key " +
      "and which expires at the subscription's paid-through date, and ends at sign-out or when the session is revoked. " +
      'UNAUTHENTICATED signed out; FORBIDDEN without a subscription or with an API key; BAD_USER_INPUT for a device ' +
      'key that is not RSA of 2048 bits or more; NOT_FOUND for a lecture that is not READY. Renewing is asking again.',
  })
  downloadGrant(@Arg('input', () => DownloadGrantInput) input: DownloadGrantInput, @Ctx() ctx: GraphQLContext) {
    return issueDownloadGrant(ctx.scope, input);
  }

  @Query(() => DownloadGrantStateType, {
    description:
      "Whether one of the caller's downloads may still play, and why not (see DownloadStatus). NOT_FOUND for " +
      "another account's.",
  })
  downloadGrantState(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return downloadGrantState(ctx.scope, id);
  }
}
