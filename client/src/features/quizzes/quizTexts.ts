/** What the quiz screens say. */
export const QUIZ_TEXTS = {
  start: 'Start the quiz',
  retake: 'Try again',
  resume: 'Continue your attempt',
  submit: 'Submit answers',
  blank: 'Answer at least one question before you submit: a blank submit would use an attempt.',
  submitting: 'Submitting…',
  timeLeft: 'Time left',
  timeUp: 'Time is up: your answers are being submitted',
  score: 'Your score',
  passed: 'Passed',
  failed: 'Not passed yet',
  best: 'Best attempt',
  correct: 'Correct',
  incorrect: 'Incorrect',
  partial: 'Partly correct',
  yourAnswer: 'Your answer',
  rightAnswer: 'Correct answer',
  explanation: 'Explanation',
  noAnswer: 'No answer',
  moveUp: 'Move up',
  moveDown: 'Move down',
  typeAnswer: 'Your answer',
  unlimited: 'Unlimited attempts',
  notFound: 'This quiz is no longer available',
  notFoundHint: 'It was removed from its course, or taken down for changes.',
  loadFailed: 'The quiz could not be loaded',
  retry: 'Try again',
  signIn: 'Log in to take this quiz',
  subscribe: 'Subscribe to take quizzes',
  timedOut: 'Submitted after the time limit: the answers did not count',
  backToCourse: 'Back to the course',
  nextLecture: (title: string) => `Next lecture: ${title}`,
  nextQuiz: (title: string) => `Next quiz: ${title}`,
  inVideoAt: (moment: string) => `Question at ${moment} in the video`,
  inVideoLoading: 'Loading the question',
  inVideoPaused: 'Paused for a question: answer it below the video',
  inVideoBadge: (moment: string) => `In the video at ${moment}`,
  continueWatching: 'Continue watching',
  skip: 'Skip for now',
  inVideoRetry: (lecture: string) =>
    `Try again now, or later from the lecture list, where this quiz is listed under “${lecture}”.`,
  quizBadge: 'Quiz',
  listEntry: (title: string) => `Quiz: ${title}`,
  questionCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`,
} as const;

export const questionTypeLabel = {
  SINGLE_CHOICE: 'Single choice',
  MULTIPLE_CHOICE: 'Multiple choice',
  TRUE_FALSE: 'True or false',
  SHORT_ANSWER: 'Short answer',
  ORDERING: 'Ordering',
} as const;

/** 'Choose one', 'Choose every correct answer'…: what a question asks of the learner, read with its legend. */
export const questionHint = {
  SINGLE_CHOICE: 'Choose one answer.',
  MULTIPLE_CHOICE: 'Choose every correct answer.',
  TRUE_FALSE: 'Choose true or false.',
  SHORT_ANSWER: 'Type your answer.',
  ORDERING: 'Put the items in order with the Move up and Move down buttons.',
} as const;

export const formatPoints = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
