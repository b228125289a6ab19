/** What the header and its account menu say (the tests and journeys find them by these names). */
export const HEADER_TEXTS = {
  logo: 'CourseHub',
  navLabel: 'Site',
  courses: 'Courses',
  myLearning: 'My learning',
  logIn: 'Log in',
  signUp: 'Sign up',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search for anything',
  searchRegion: 'Course search',
  accountMenu: 'Account menu',
  profile: 'Profile',
  billing: 'Billing',
  team: 'Team',
  adminDashboard: 'Admin Dashboard',
  learners: 'Learners',
  categories: 'Categories',
  apiKeys: 'API keys',
  singleSignOn: 'Single sign-on',
  webhooks: 'Webhooks',
  createCourse: 'Create New Course',
  logout: 'Logout',
} as const;

/** Where the account menu's Billing leads: the profile's subscription and payments. */
export const BILLING_PATH = '/user/profile#billing';
