import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { receiptOf } from './receipt.service';
import { ReceiptType } from './receipt.types';

@Resolver()
export class ReceiptResolver {
  @Authorized()
  @Query(() => ReceiptType, {
    description:
      "The receipt of one payment: the payer's own, or any for an ADMIN. NOT_FOUND for anyone else's, as for an " +
      'unknown id.',
  })
  receipt(@Arg('paymentId', () => ID) paymentId: string, @Ctx() ctx: GraphQLContext) {
    return receiptOf(ctx.scope, paymentId);
  }
}
