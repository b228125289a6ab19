/**
 * The certificate's sentences in its PDF (the server's, in English). The page says them in the reader's language (the
 * client's `certificates` namespace), its English the same word for word: completion.test.ts compares them.
 */
export const certificateTexts = {
  /** What the learner did: every lecture, and every quiz of the course when it has any. */
  completedWhat: (quizzesPassed: number) => {
    if (quizzesPassed === 0) return 'completed every lecture of the course';
    const quizzes = quizzesPassed === 1 ? 'its quiz' : `all ${quizzesPassed} quizzes`;
    return `completed every lecture and passed ${quizzes} of the course`;
  },
  /** What the learner did on a learning path's certificate: every course of it, each with its own certificate. */
  completedPath: (courses: number) =>
    courses === 1 ? 'finished the course of the learning path' : `finished all ${courses} courses of the learning path`,
  viewingVerified: 'Viewing verified',
  viewingVerifiedDetail: "The platform's own record shows every lecture delivered and watched",
};
