import { page } from './lazyPages';

// The staff console's own pages (ADMIN only): its dashboard, a course's analytics, the learners, the categories, the
// unanswered questions and the integrations.
export const adminDashboardPage = page(
  () => import('../features/admin/pages/AdminDashboardPage'),
  (m) => m.AdminDashboardPage,
);
export const courseAnalyticsPage = page(
  () => import('../features/analytics/CourseAnalyticsPage'),
  (m) => m.CourseAnalyticsPage,
);
export const learnersPage = page(
  () => import('../features/admin/pages/LearnersPage'),
  (m) => m.LearnersPage,
);
export const categoriesPage = page(
  () => import('../features/catalog/categories/pages/CategoriesPage'),
  (m) => m.CategoriesPage,
);
export const unansweredQuestionsPage = page(
  () => import('../features/learning/discussions/pages/UnansweredQuestionsPage'),
  (m) => m.UnansweredQuestionsPage,
);
export const apiKeysPage = page(
  () => import('../features/identity/api-keys/pages/ApiKeysPage'),
  (m) => m.ApiKeysPage,
);
export const ssoProvidersPage = page(
  () => import('../features/identity/sso-providers/pages/SsoProvidersPage'),
  (m) => m.SsoProvidersPage,
);
export const webhooksPage = page(
  () => import('../features/integrations/webhooks/pages/WebhooksPage'),
  (m) => m.WebhooksPage,
);
