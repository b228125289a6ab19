/** The certificate's sentences, the same on its page (client) and in its PDF (server). */
export const certificateTexts = {
  /** What the learner did: every lecture, and every quiz of the course when it has any. */
  completedWhat: (quizzesPassed: number) => {
    if (quizzesPassed === 0) return 'completed every lecture of the course';
    const quizzes = quizzesPassed === 1 ? 'its quiz' : `all ${quizzesPassed} quizzes`;
    return `completed every lecture and passed ${quizzes} of the course`;
  },
  viewingVerified: 'Viewing verified',
  viewingVerifiedDetail: "The platform's own record shows every lecture delivered and watched",
};
