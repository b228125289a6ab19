import { Arg, Authorized, Ctx, FieldResolver, GraphQLISODateTime, ID, Query, Resolver, Root } from 'type-graphql';
import { CourseType } from '../catalog/course/course.types';
import { LectureType } from '../catalog/lecture/lecture.types';
import type { GraphQLContext } from '../http/graphql';
import { UserType } from '../identity/user/user.types';
import { CourseAnalyticsType, LearnerViewingType, LectureRetentionType } from './analytics.types';
import { courseAnalytics } from './course-analytics.service';
import { engagementOverview } from './engagement.service';
import { EngagementOverviewType } from './engagement.types';
import { learnerViewing } from './learner-viewing.service';
import { learningOverview } from './learning-overview.service';
import { LearningOverviewType } from './learning-overview.types';
import { lectureRetention } from './lecture-retention.service';

const FROM = { nullable: true, description: 'First UTC day (its date is used); 29 days before `to` by default.' };
const TO = { nullable: true, description: 'Last UTC day (its date is used); today by default.' };

/** Root fields, which an API key with the analytics scope may call (api-scopes.ts). */
@Resolver()
export class AnalyticsResolver {
  @Authorized('ADMIN')
  @Query(() => LectureRetentionType, { description: "A lecture's retention (ADMIN, or the analytics scope)." })
  lectureRetention(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('from', () => GraphQLISODateTime, FROM) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, TO) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return lectureRetention(ctx.scope, lectureId, { from, to });
  }

  @Authorized('ADMIN')
  @Query(() => CourseAnalyticsType, { description: "A course's analytics (ADMIN, or the analytics scope)." })
  courseAnalytics(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('from', () => GraphQLISODateTime, FROM) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, TO) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return courseAnalytics(ctx.scope, courseId, { from, to });
  }

  @Authorized('ADMIN')
  @Query(() => LearningOverviewType, {
    description: "The whole platform's learning, the dashboard's (ADMIN, or the analytics scope).",
  })
  learningOverview(
    @Arg('from', () => GraphQLISODateTime, FROM) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, TO) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return learningOverview(ctx.scope, { from, to });
  }

  @Authorized('ADMIN')
  @Query(() => EngagementOverviewType, {
    description: 'Returning learners per week and learning-path completion (ADMIN, or the analytics scope).',
  })
  engagementOverview(@Ctx() ctx: GraphQLContext) {
    return engagementOverview(ctx.scope);
  }
}

@Resolver(() => CourseType)
export class CourseAnalyticsResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => CourseAnalyticsType, {
    nullable: true,
    description: "The course's analytics over the range (ADMIN only; null for anyone else).",
  })
  analytics(
    @Root() course: CourseType,
    @Arg('from', () => GraphQLISODateTime, FROM) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, TO) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return courseAnalytics(ctx.scope, course.id, { from, to });
  }
}

@Resolver(() => LectureType)
export class LectureRetentionResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => LectureRetentionType, {
    nullable: true,
    description: "The lecture's retention over the range (ADMIN only; null for anyone else).",
  })
  retention(
    @Root() lecture: LectureType,
    @Arg('from', () => GraphQLISODateTime, FROM) from: Date | null,
    @Arg('to', () => GraphQLISODateTime, TO) to: Date | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return lectureRetention(ctx.scope, lecture.id, { from, to });
  }
}

@Resolver(() => UserType)
export class LearnerViewingResolver {
  @Authorized('ADMIN')
  @FieldResolver(() => LearnerViewingType, {
    nullable: true,
    description: 'Minutes the learner watched and lectures verified complete (ADMIN only).',
  })
  viewing(@Root() user: UserType, @Ctx() ctx: GraphQLContext) {
    return learnerViewing(ctx.scope, user.id);
  }
}
