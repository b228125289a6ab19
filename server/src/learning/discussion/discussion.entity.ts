import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/sql';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { User } from '../../identity/user/user.entity';
import { nowOnCreate, uuidPrimaryKey } from '../../shared/orm';

/**
 * A post of a lecture's Q&A: a question (no parent; it has a title and may point at a moment of the video) or an
 * answer to one (its parent). Counters (upvotes, answers) are kept on the row by the statements that change them, so a
 * page of questions is one indexed read whatever the number of posts. `answeredAt` is set when an instructor answers
 * or an answer is accepted: the unanswered sort and the admins' inbox read it.
 */
const DiscussionPostSchema = defineEntity({
  name: 'DiscussionPost',
  tableName: 'discussion_posts',
  properties: {
    id: uuidPrimaryKey(),
    lecture: () => p.manyToOne(Lecture).ref().deleteRule('cascade'),
    course: () => p.manyToOne(Course).ref().deleteRule('cascade'),
    /** Null once the author's account is closed: the thread stays, unsigned. */
    author: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(),
    parent: () => p.manyToOne(DiscussionPost).ref().nullable().deleteRule('cascade').index(),
    title: p.string().length(200).nullable(),
    body: p.text(),
    videoSeconds: p.integer().nullable(),
    upvotes: p.integer().default(0),
    replyCount: p.integer().default(0),
    acceptedReplyId: p.uuid().nullable(),
    answeredAt: p.datetime().nullable(),
    hidden: p.boolean().default(false),
    locked: p.boolean().default(false),
    reportCount: p.integer().default(0),
    createdAt: nowOnCreate(),
    editedAt: p.datetime().nullable(),
  },
  indexes: [
    // The lecture's questions newest first, and most upvoted first (the two sorts' keysets).
    {
      name: 'discussion_posts_lecture_newest_index',
      expression:
        'create index "discussion_posts_lecture_newest_index" on "discussion_posts" ("lecture_id", "created_at" desc, "id" desc) where "parent_id" is null',
    },
    {
      name: 'discussion_posts_lecture_top_index',
      expression:
        'create index "discussion_posts_lecture_top_index" on "discussion_posts" ("lecture_id", "upvotes" desc, "created_at" desc, "id" desc) where "parent_id" is null',
    },
    // The admins' inbox across courses: unanswered visible questions, oldest first.
    {
      name: 'discussion_posts_unanswered_index',
      expression:
        'create index "discussion_posts_unanswered_index" on "discussion_posts" ("created_at", "id") where "parent_id" is null and "answered_at" is null and "hidden" = false',
    },
    { name: 'discussion_posts_course_id_index', properties: ['course'] },
  ],
});

export class DiscussionPost extends DiscussionPostSchema.class {}
DiscussionPostSchema.setClass(DiscussionPost);

/** One learner's upvote of one post: the key makes a second upvote a no-op. */
const DiscussionUpvoteSchema = defineEntity({
  name: 'DiscussionUpvote',
  tableName: 'discussion_upvotes',
  properties: {
    post: () => p.manyToOne(DiscussionPost).ref().deleteRule('cascade').primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').primary().index(),
  },
});

export class DiscussionUpvote extends DiscussionUpvoteSchema.class {}
DiscussionUpvoteSchema.setClass(DiscussionUpvote);

/** A learner's report of a post for the moderators; one per learner and post. */
const DiscussionReportSchema = defineEntity({
  name: 'DiscussionReport',
  tableName: 'discussion_reports',
  properties: {
    post: () => p.manyToOne(DiscussionPost).ref().deleteRule('cascade').primary(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade').primary().index(),
    reason: p.string().length(500),
    createdAt: nowOnCreate(),
  },
});

export class DiscussionReport extends DiscussionReportSchema.class {}
DiscussionReportSchema.setClass(DiscussionReport);

/** One row per day the unanswered-questions digest went out: whichever worker inserts it sends that day's. */
const DiscussionDigestSchema = defineEntity({
  name: 'DiscussionDigest',
  tableName: 'discussion_digests',
  properties: {
    day: p.string().length(10).primary(),
    sentAt: nowOnCreate(),
  },
});

export class DiscussionDigest extends DiscussionDigestSchema.class {}
DiscussionDigestSchema.setClass(DiscussionDigest);

/** The discussion tables as typed SQL sees them (docs/decisions/0006-typed-sql.md). */
export type DiscussionTables = InferKyselyDB<typeof DiscussionPostSchema> &
  InferKyselyDB<typeof DiscussionUpvoteSchema> &
  InferKyselyDB<typeof DiscussionReportSchema> &
  InferKyselyDB<typeof DiscussionDigestSchema>;
