/** What the home page says below its hero (the hero's own texts are the spec's, in HomePage). */
export const HOME_TEXTS = {
  featured: 'Featured courses',
  featuredLead: 'The courses with the most to watch.',
  newest: 'New on CourseHub',
  newestLead: 'The latest courses from our instructors.',
  seeAll: 'See all courses',
  loadingCourses: 'Loading courses',
  planHeading: 'How the yearly plan works',
  planSteps: (price: string, period: string) => [
    { title: 'Create your account', body: 'Sign up with your name, email and a photo. It takes a minute.' },
    { title: `Subscribe once: ${price}`, body: `One payment unlocks every course for ${period}.` },
    { title: 'Learn at your pace', body: 'Watch any course, existing and new. Your progress is saved as you go.' },
  ],
  ctaHeading: 'Start learning today',
  ctaBody: 'Every course, taught by industry experts, for one yearly price.',
  subscribe: 'Subscribe now',
  signUpFirst: 'Create your account',
} as const;
