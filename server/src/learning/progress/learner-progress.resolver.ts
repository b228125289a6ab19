import { Authorized, Ctx, FieldResolver, GraphQLISODateTime, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../http/graphql';
import { UserType } from '../../identity/user/user.types';
import { courseProgressOfLearner, lastActivityOfLearner } from './learner-progress.service';
import { LearnerCourseProgressType } from './learner-progress.types';

/** What the admin's list of users shows of each learner's learning; batched, constant SQL per page of users. */
@Resolver(() => UserType)
export class LearnerProgressResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => [LearnerCourseProgressType], {
    // Nullable, as every role-gated field: a refusal nulls the field, not the object (a login's payload) around it.
    nullable: true,
    description:
      "The learner's progress in each course they played a lecture of, most recently watched first (ADMIN only).",
  })
  courseProgress(@Root() user: UserType, @Ctx() ctx: GraphQLContext) {
    return courseProgressOfLearner(ctx.scope, user.id);
  }

  @Authorized('ADMIN')
  @FieldResolver(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'The later of their last session use (refreshed every few minutes) and their last saved progress; null for an ' +
      'account never used (ADMIN only).',
  })
  lastActivityAt(@Root() user: UserType, @Ctx() ctx: GraphQLContext) {
    return lastActivityOfLearner(ctx.scope, user.id);
  }
}
