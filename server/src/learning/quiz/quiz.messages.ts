/** What the quiz screens and the API say; the client shows the server's message for these codes. */
export const QUIZ_DELETED_MESSAGE = 'Quiz deleted';
export const NO_ATTEMPTS_LEFT_MESSAGE = 'You have used every attempt this quiz allows';
export const QUIZ_WAIT_MESSAGE = (at: Date) => `You can try this quiz again at ${at.toISOString()}`;
export const ATTEMPT_RACE_MESSAGE = 'Another attempt at this quiz was just started; reload to continue it';
export const AFTER_LECTURE_MESSAGE = 'The quiz can only follow a lecture of its own course';
export const TAKE_DENIED_MESSAGE = 'Subscribe to take quizzes';
export const BLANK_SUBMIT_MESSAGE =
  'Answer at least one question before you submit: a blank submit would use an attempt.';
export const TIMED_OFFLINE_MESSAGE = 'A timed quiz can only be taken online';
export const UNKNOWN_VERSION_MESSAGE = 'These answers are to questions this quiz never had';
export const ATTEMPT_ID_TAKEN_MESSAGE = 'This attempt id is already in use; send the answers under a new id';
