import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { revenue } from './revenue.service';
import { RevenueType } from './revenue.types';

@Resolver()
export class RevenueResolver {
  @Authorized('ADMIN')
  @Query(() => RevenueType, { description: "The owner's revenue figures for a UTC month (ADMIN only)." })
  revenue(
    @Arg('year', () => Int, { description: 'UTC year, 1970 … 9999.' }) year: number,
    @Arg('month', () => Int, { description: 'Month of `year`, 1 … 12.' }) month: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return revenue(ctx.scope, year, month);
  }
}
