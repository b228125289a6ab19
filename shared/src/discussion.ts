import { z } from 'zod';

/** Lecture Q&A: limits and messages shared by the ask/reply forms and the server. */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_BODY_MAX = 5000;
export const REPORT_REASON_MAX = 500;
/** A question may point at a moment up to this far into a video (24 hours). */
export const DISCUSSION_MAX_SECONDS = 24 * 3600;
/** Posts (questions and replies) one learner may write per hour; admins are not counted. */
export const DISCUSSION_POSTS_PER_HOUR = 30;
/**
 * Question lists count their questions up to this many: past it `totalCount` is DISCUSSION_COUNT_CAP + 1, read as
 * 'more than 1,000'. An exact count would read every question of a busy lecture for each page.
 */
export const DISCUSSION_COUNT_CAP = 1000;

export const DISCUSSION_SORTS = ['NEWEST', 'TOP', 'UNANSWERED'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];

export const MODERATION_ACTIONS = ['HIDE', 'UNHIDE', 'LOCK', 'UNLOCK', 'DELETE'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const discussionMessages = {
  titleRequired: 'Give your question a short title',
  titleTooLong: `The title can be at most ${DISCUSSION_TITLE_MAX} characters`,
  bodyRequired: 'Write your question or answer',
  bodyTooLong: `A post can be at most ${DISCUSSION_BODY_MAX} characters`,
  noNullBytes: 'The text contains characters that cannot be saved',
  videoSeconds: `The moment must be a whole number of seconds from 0 to ${DISCUSSION_MAX_SECONDS}`,
  reasonTooLong: `The reason can be at most ${REPORT_REASON_MAX} characters`,
  watchDenied: 'Subscribe to read and ask questions about the lectures',
  notYours: 'You can only change your own posts',
  locked: 'This thread is locked: it takes no new answers',
  acceptDenied: 'Only the person who asked, or an instructor, can accept an answer',
  ownUpvote: 'You cannot upvote your own post',
  replyToReply: 'Answers belong to a question: reply to the question instead',
  acceptQuestion: 'Only an answer can be accepted',
  searchTooLong: 'The search can be at most 100 characters',
  badUnsubscribe: 'This unsubscribe link is not valid',
  questionAsked: 'Your question is posted',
  replyPosted: 'Your answer is posted',
  postDeleted: 'Post deleted',
  reported: 'Thanks: an instructor will look at this post',
  postId: "A post's id is a UUID",
  postIdTaken: 'This id is already used by another post; send the question under a new id',
} as const;

const text = (required: string, tooLong: string, max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !value.includes('\u0000'), discussionMessages.noNullBytes);

export const askQuestionSchema = z.object({
  /** Made by a device that queued the question offline, so that sending it twice posts it once. */
  id: z.uuid(discussionMessages.postId).nullish(),
  title: text(discussionMessages.titleRequired, discussionMessages.titleTooLong, DISCUSSION_TITLE_MAX),
  body: text(discussionMessages.bodyRequired, discussionMessages.bodyTooLong, DISCUSSION_BODY_MAX),
  videoSeconds: z
    .number(discussionMessages.videoSeconds)
    .int(discussionMessages.videoSeconds)
    .min(0, discussionMessages.videoSeconds)
    .max(DISCUSSION_MAX_SECONDS, discussionMessages.videoSeconds)
    .nullable()
    .default(null),
});
export type QuestionInputFields = z.input<typeof askQuestionSchema>;

export const replySchema = z.object({
  body: text(discussionMessages.bodyRequired, discussionMessages.bodyTooLong, DISCUSSION_BODY_MAX),
});

/** An edit of a question changes its title and body; of an answer, its body (a title sent with one is refused). */
export const postEditSchema = z.object({
  title: text(discussionMessages.titleRequired, discussionMessages.titleTooLong, DISCUSSION_TITLE_MAX)
    .nullable()
    .default(null),
  body: text(discussionMessages.bodyRequired, discussionMessages.bodyTooLong, DISCUSSION_BODY_MAX),
});

export const reportSchema = z.object({
  reason: z.string().trim().max(REPORT_REASON_MAX, discussionMessages.reasonTooLong).default(''),
});

/** 3:12, or 1:02:03 past an hour: how a question's moment is shown and linked. */
export function formatVideoMoment(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
