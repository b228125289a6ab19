import { CLIP_MAX_SECONDS, CLIP_MIN_SECONDS } from './clip-matching';

/** What the review and the API say; the client branches on the codes and shows these for BAD_USER_INPUT. */
export const REVIEW_DENIED_MESSAGE = 'Subscribe to review the questions you missed';
export const CLIP_LECTURE_MESSAGE = "The clip must come from a lecture of the quiz's course";
export const CLIP_LENGTH_MESSAGE = `A clip lasts ${CLIP_MIN_SECONDS} to ${CLIP_MAX_SECONDS} seconds`;
export const CLIP_PAST_END_MESSAGE = 'The clip ends past the end of the lecture';
export const CLIP_UNTIMED_MESSAGE = "The lecture's length is not known yet: choose its clip once it is processed";
