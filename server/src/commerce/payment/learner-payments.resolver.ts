import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { UserType } from '../../identity/user/user.types';
import { paymentSummaryOfUser } from './learner-payments.service';
import { PaymentSummaryType } from './learner-payments.types';

/**
 * What the admin's list of users shows of each learner's payments: how many and the money kept, batched, one
 * statement per page of users. The payments themselves are `payments(learnerId, first, after)`: a connection inside
 * the users connection would pass the depth limit, and a learner's list opens on demand.
 */
@Resolver(() => UserType)
export class LearnerPaymentsResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => PaymentSummaryType, {
    nullable: true,
    description: "How many payments the learner made and the money kept, in the plan's currency (ADMIN only).",
  })
  paymentSummary(@Root() user: UserType, @Ctx() ctx: GraphQLContext) {
    return paymentSummaryOfUser(ctx.scope, user.id);
  }
}
