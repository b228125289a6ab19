import type { DiscussionSort, ModerationAction } from '@coursehub/shared';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { LectureType } from '../../catalog/lecture/lecture.types';
import type { GraphQLContext } from '../../http/graphql';
import { actsAsAdmin } from '../../shared/viewer';
import {
  AskQuestionInputType,
  DiscussionSortEnum,
  EditPostInputType,
  ModerationActionEnum,
  PostConnectionType,
  PostType,
} from './discussion.types';
import {
  courseQuestions,
  discussionPost,
  lectureDiscussion,
  repliesOf,
  unansweredQuestions,
  upvotedByMe,
} from './discussion-listing.service';
import {
  acceptAnswer,
  askQuestion,
  deletePost,
  editPost,
  moderatePost,
  replyToPost,
  reportPost,
  upvotePost,
} from './discussion-posting.service';
import type { PostView } from './discussion-rows';

const pageArgs = { nullable: true } as const;

@Resolver(() => LectureType)
export class LectureDiscussionResolver {
  @FieldResolver(() => PostConnectionType, {
    description:
      "The lecture's questions (ADMIN or active subscriber): first (1–100, 24), after, sort, search. totalCount counts " +
      'to 1,000 (1,001: more than 1,000).',
  })
  discussion(
    @Root() lecture: LectureType,
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, pageArgs) after: string | null,
    @Arg('sort', () => DiscussionSortEnum, pageArgs) sort: DiscussionSort | null,
    @Arg('search', () => String, { nullable: true, description: 'Words in the title or text.' }) search: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return lectureDiscussion(ctx.scope, lecture.id, { first, after, sort, search });
  }
}

// Who may read and post is the service's rule (whoever may watch the lecture); moderation and the inbox are ADMIN's.
@Resolver(() => PostType)
export class DiscussionResolver {
  @FieldResolver(() => [PostType], { description: "A question's answers, oldest first; empty for an answer." })
  replies(@Root() post: PostView, @Ctx() ctx: GraphQLContext) {
    return post.parentId === null ? repliesOf(ctx.scope, post.id) : [];
  }

  @FieldResolver(() => Boolean, { description: 'The caller upvoted it.' })
  upvotedByMe(@Root() post: PostView, @Ctx() ctx: GraphQLContext) {
    return upvotedByMe(ctx.scope, post.id);
  }

  @FieldResolver(() => Boolean, { description: 'The caller wrote it (and so may edit and delete it).' })
  mine(@Root() post: PostView, @Ctx() ctx: GraphQLContext) {
    return post.authorId !== null && post.authorId === ctx.scope.viewer?.id;
  }

  @FieldResolver(() => Int, { description: 'Reports by learners: ADMINs read the count, everyone else 0.' })
  reportCount(@Root() post: PostView, @Ctx() ctx: GraphQLContext) {
    return actsAsAdmin(ctx.scope.viewer, 'discussions:read') ? post.reportCount : 0;
  }

  @Query(() => PostType, { description: 'One question (with its answers) or answer; whoever may watch its lecture.' })
  discussionPost(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return discussionPost(ctx.scope, id);
  }

  @Query(() => PostConnectionType, {
    description:
      "A course's questions, or one lecture's with lectureId (whoever may watch them); search, sort, paging. " +
      'totalCount counts to 1,000 (1,001: more than 1,000).',
  })
  courseQuestions(
    @Arg('courseId', () => ID) courseId: string,
    @Arg('lectureId', () => ID, { nullable: true }) lectureId: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('sort', () => DiscussionSortEnum, pageArgs) sort: DiscussionSort | null,
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, pageArgs) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return courseQuestions(ctx.scope, courseId, { first, after, sort, search, lectureId });
  }

  @Authorized('ADMIN')
  @Query(() => PostConnectionType, {
    description:
      'ADMIN: questions of every course no instructor answered and none accepted, longest waiting first. totalCount ' +
      'counts to 1,000 (1,001: more than 1,000).',
  })
  unansweredQuestions(
    @Arg('first', () => Int, pageArgs) first: number | null,
    @Arg('after', () => String, pageArgs) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return unansweredQuestions(ctx.scope, { first, after });
  }

  @Mutation(() => PostType, { description: 'Asks a question under a lecture (whoever may watch it).' })
  askQuestion(
    @Arg('lectureId', () => ID) lectureId: string,
    @Arg('input', () => AskQuestionInputType) input: AskQuestionInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return askQuestion(ctx.scope, lectureId, input);
  }

  @Mutation(() => PostType, { description: 'Answers a question; the asker is mailed. CONFLICT when locked.' })
  replyToPost(
    @Arg('postId', () => ID) postId: string,
    @Arg('body', () => String) body: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return replyToPost(ctx.scope, postId, body);
  }

  @Mutation(() => PostType, { description: "The author's edit of their post." })
  editPost(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EditPostInputType) input: EditPostInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return editPost(ctx.scope, id, input);
  }

  @Mutation(() => PostType, { description: 'Deletes a post with its answers (its author, or an ADMIN).' })
  deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return deletePost(ctx.scope, id);
  }

  @Mutation(() => PostType, { description: 'Upvotes a post, or (upvoted false) takes the upvote back.' })
  upvotePost(
    @Arg('id', () => ID) id: string,
    @Arg('upvoted', () => Boolean, { defaultValue: true }) upvoted: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return upvotePost(ctx.scope, id, upvoted);
  }

  @Mutation(() => PostType, { description: 'Accepts an answer (the asker or an ADMIN); gives back the question.' })
  acceptAnswer(
    @Arg('replyId', () => ID) replyId: string,
    @Arg('accepted', () => Boolean, { defaultValue: true }) accepted: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return acceptAnswer(ctx.scope, replyId, accepted);
  }

  @Mutation(() => PostType, { description: 'Reports a post to the moderators (once per learner and post).' })
  reportPost(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return reportPost(ctx.scope, id, reason);
  }

  @Authorized('ADMIN')
  @Mutation(() => PostType, { description: 'ADMIN: hide, show, lock, unlock or delete a post.' })
  moderatePost(
    @Arg('id', () => ID) id: string,
    @Arg('action', () => ModerationActionEnum) action: ModerationAction,
    @Ctx() ctx: GraphQLContext,
  ) {
    return moderatePost(ctx.scope, id, action);
  }
}
