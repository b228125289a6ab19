/** The certificate's sentences, the same on its page (client) and in its PDF (server). */
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
