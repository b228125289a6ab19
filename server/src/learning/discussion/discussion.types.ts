import { DISCUSSION_SORTS, MODERATION_ACTIONS } from '@coursehub/shared';
import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../http/graphql';
import type { AskQuestionInput, EditPostInput } from './discussion-posting.service';
import type { PostView } from './discussion-rows';

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };

export const DiscussionSortEnum = enumOf(DISCUSSION_SORTS);
registerEnumType(DiscussionSortEnum, {
  name: 'DiscussionSort',
  description: 'NEWEST first, TOP (most upvoted) first, or only the UNANSWERED questions, newest first.',
});
export const ModerationActionEnum = enumOf(MODERATION_ACTIONS);
registerEnumType(ModerationActionEnum, { name: 'ModerationAction' });

@ObjectType('Post', {
  simpleResolvers: true,
  description:
    "A post of a lecture's Q&A: a question (parentId null, with a title and maybe a moment of the video) or an answer.",
})
export class PostType implements Omit<PostView, 'authorId' | 'reportCount'> {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  lectureId!: string;

  @Field(() => ID)
  courseId!: string;

  @Field(() => ID, { nullable: true, description: 'The question an answer belongs to; null for a question.' })
  parentId!: string | null;

  @Field(() => String, { nullable: true, description: "A question's title; null for an answer." })
  title!: string | null;

  @Field(() => String, {
    description: 'Plain text with a few Markdown marks (emphasis, code, lists, links); never HTML. Render it safely.',
  })
  body!: string;

  @Field(() => Int, { nullable: true, description: 'Seconds into the video the question is about.' })
  videoSeconds!: number | null;

  @Field(() => Int)
  upvotes!: number;

  @Field(() => Int, { description: 'Answers to a question (hidden ones included).' })
  replyCount!: number;

  @Field(() => ID, { nullable: true })
  acceptedReplyId!: string | null;

  @Field(() => Boolean, { description: 'An instructor answered, or an answer was accepted.' })
  answered!: boolean;

  @Field(() => Boolean, { description: 'Hidden by a moderator: shown to ADMINs and the author only.' })
  hidden!: boolean;

  @Field(() => Boolean, { description: 'Locked by a moderator: the thread takes no new answers from learners.' })
  locked!: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  editedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The author's name; an instructor's post (an ADMIN's) is signed with the course's instructor. Null once the author closed their account.",
  })
  authorName!: string | null;

  @Field(() => Boolean, { description: 'Written by an instructor (an ADMIN): "Instructor" beside the name.' })
  byInstructor!: boolean;

  @Field(() => String)
  lectureTitle!: string;

  @Field(() => String)
  courseTitle!: string;
}

export const PostConnectionType = connectionType('Post', PostType);

@InputType('AskQuestionInput')
export class AskQuestionInputType implements AskQuestionInput {
  @Field(() => ID, {
    nullable: true,
    description: 'A UUID the device made for a question queued offline: sent twice, it is posted once.',
  })
  id?: string | null;

  @Field(() => String, { description: 'At most 200 characters.' })
  title!: string;

  @Field(() => String, { description: 'At most 5000 characters.' })
  body!: string;

  @Field(() => Int, { nullable: true, description: 'Seconds into the video; null: the lecture as a whole.' })
  videoSeconds?: number | null;
}

@InputType('EditPostInput')
export class EditPostInputType implements EditPostInput {
  @Field(() => String, { nullable: true, description: "A question's new title; null for an answer." })
  title?: string | null;

  @Field(() => String)
  body!: string;
}
