import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clearSessionCookie, type GraphQLContext, say } from '../http/graphql';
import { requireViewer } from '../shared/viewer';
import { accountDeletedMessage } from './account-closure.messages';
import { deleteAccount } from './account-closure.service';
import { AccountDataExportType, DeleteAccountPayload } from './account-closure.types';
import { exportMyData } from './account-export.service';

/** The account's data, downloaded or deleted by its owner. */
@Resolver()
export class AccountClosureResolver {
  @Authorized()
  @Query(() => AccountDataExportType, {
    description: "The caller's personal data as a JSON document, with a file name to save it under.",
  })
  exportMyData(@Ctx() ctx: GraphQLContext) {
    return exportMyData(ctx.scope);
  }

  @Authorized()
  @Mutation(() => DeleteAccountPayload, {
    description:
      "Deletes the caller's account with its current password: a running subscription is cancelled with the usual refund rules, personal data and the avatar are removed, payments stay anonymised, every session ends. The last ADMIN cannot.",
  })
  async deleteAccount(
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeleteAccountPayload> {
    const closure = await deleteAccount(ctx.scope, { password });
    clearSessionCookie(ctx.res, ctx.scope.deps.config);
    return {
      id: requireViewer(ctx.scope.viewer).id,
      ...closure,
      success: true,
      message: say(ctx.req, accountDeletedMessage(closure)),
    };
  }
}
