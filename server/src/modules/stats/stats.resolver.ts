import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql/context';
import { dashboardStats } from './stats.service';
import { DashboardStatsType } from './stats.types';

@Resolver()
export class StatsResolver {
  @Authorized('ADMIN')
  @Query(() => DashboardStatsType, { description: 'The admin dashboard numbers (ADMIN only).' })
  stats(
    @Arg('year', () => Int, {
      nullable: true,
      description: 'UTC year of the monthly sales; the current one when omitted.',
    })
    year: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return dashboardStats(ctx.scope, year);
  }
}
