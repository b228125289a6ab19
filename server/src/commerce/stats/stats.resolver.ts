import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { type GraphQLContext, say } from '../../http/graphql';
import { STATS_MESSAGE } from './stats.messages';
import { dashboardStats } from './stats.service';
import { StatsType } from './stats.types';

@Resolver()
export class StatsResolver {
  @Authorized('ADMIN')
  @Query(() => StatsType, { description: 'The admin dashboard numbers (ADMIN only).' })
  async stats(
    @Arg('year', () => Int, {
      nullable: true,
      description: 'UTC year of the monthly sales; the current one when omitted.',
    })
    year: number | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return { ...(await dashboardStats(ctx.scope, year)), message: say(ctx.req, STATS_MESSAGE) };
  }
}
