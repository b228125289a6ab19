import type { ApolloClient } from '@apollo/client';
import { lazy } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { preloadCatalogue } from '../features/catalog/courses/preloadCatalogue';
import { OfflinePage } from '../features/media/offline/pages/OfflinePage';
import { HomePage } from '../features/site/home/pages/HomePage';
import { Layout } from './Layout';
import { landing, page, seeded } from './lazyPages';
import { downloadsPage, inboxPage, myLearningPage, reviewPage } from './learnerPages';
import { pathEditor, pathPage, pathsPage } from './pathPages';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import {
  adminDashboardPage,
  apiKeysPage,
  categoriesPage,
  courseAnalyticsPage,
  learnersPage,
  ssoProvidersPage,
  unansweredQuestionsPage,
  webhooksPage,
} from './staffPages';

// Both spellings occur in the spec (menu/guard vs dashboard view button); both resolve to the lecture screen.
const displayLectures = page(
  () => import('../features/media/lectures/pages/DisplayLecturesPage'),
  (m) => m.DisplayLecturesPage,
);

// The description page plays free previews with the lecture feature's player (the catalog's curriculum may not import
// media's lectures, which import the catalog); its chunk loads when a preview is first played.
const PreviewPlayer = lazy(async () => ({
  default: (await import('../features/media/lectures/components/PreviewPlayer')).PreviewPlayer,
}));

const ADMIN = ['ADMIN'] as const;
const MEMBERS = ['ADMIN', 'USER'] as const;

/**
 * The route table of spec section 2, for React Router's declarative mode (`useRoutes`): the app uses no loaders or
 * actions, and the data router would add about 17 kB gzip to every page. Only the learning paths' routes carry a path parameter (the path's slug). With the
 * app's Apollo client, /courses starts its catalogue query with the download of its chunk; nothing waits for the
 * answer. (Unit tests leave it out, so each mocked request is asked once.)
 */
export const createRoutes = (client?: ApolloClient): RouteObject[] => [
  {
    path: '/',
    element: <Layout />,
    children: [
      {
        index: true,
        element: (
          <HomePage
            sections={page(
              () => import('../features/site/home/components/HomeSections').then(seeded(client, 'HOME_PAGE_DOCUMENTS')),
              (m) => m.HomeSections,
              landing('/'),
            )}
          />
        ),
      },
      // What the device has saved for use without a connection (also shown in place of a page it has not); in the app's
      // chunk, as the page frame shows it offline.
      {
        path: 'offline',
        element: <OfflinePage />,
      },
      {
        path: 'about',
        element: page(
          () => import('../features/site/about/pages/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'login',
        element: page(
          () => import('../features/identity/auth/pages/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      // A provider sign-in that needs the existing account's password once (single sign-on).
      {
        path: 'login/sso-link',
        element: page(
          () => import('../features/identity/auth/pages/SsoLinkPage'),
          (m) => m.SsoLinkPage,
        ),
      },
      {
        path: 'signup',
        element: page(
          () => import('../features/identity/auth/pages/SignupPage'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: 'forgot-password',
        element: page(
          () => import('../features/identity/auth/pages/ForgotPasswordPage'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      // The mailed links: reachable signed in or not (the token is the proof).
      {
        path: 'reset-password',
        element: page(
          () => import('../features/identity/auth/pages/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: 'unsubscribe',
        element: page(
          () => import('../features/learning/discussions/pages/UnsubscribePage'),
          (m) => m.UnsubscribePage,
        ),
      },
      {
        path: 'verify-email',
        element: page(
          () => import('../features/identity/auth/pages/VerifyEmailPage'),
          (m) => m.VerifyEmailPage,
        ),
      },
      {
        path: 'confirm-email-change',
        element: page(
          () => import('../features/identity/auth/pages/ConfirmEmailChangePage'),
          (m) => m.ConfirmEmailChangePage,
        ),
      },
      {
        path: 'cancel-email-change',
        element: page(
          () => import('../features/identity/auth/pages/CancelEmailChangePage'),
          (m) => m.CancelEmailChangePage,
        ),
      },
      {
        path: 'courses',
        element: page(
          () => {
            // The first visit fetches the page's chunk and its data side by side; later visits have the chunk.
            // React calls this while rendering, where Apollo must not yet notify its watchers: hence the microtask.
            if (client) queueMicrotask(() => preloadCatalogue(client));
            return import('../features/catalog/courses/pages/CoursesPage');
          },
          (m) => m.CoursesPage,
        ),
      },
      {
        path: 'course/description',
        element: page(
          () =>
            import('../features/site/course-description/pages/CourseDescriptionPage').then(
              seeded(client, 'COURSE_PAGE_DOCUMENTS'),
            ),
          ({ CourseDescriptionPage }) =>
            function CourseDescriptionRoute() {
              return <CourseDescriptionPage PreviewPlayer={PreviewPlayer} />;
            },
        ),
      },
      { path: 'paths', element: pathsPage },
      { path: 'paths/:slug', element: pathPage },
      // Public: whoever is given a certificate's link may verify it.
      {
        path: 'certificate',
        element: page(
          () => import('../features/learning/certificates/pages/CertificatePage'),
          (m) => m.CertificatePage,
        ),
      },
      {
        path: 'contact',
        element: page(
          () => import('../features/site/contact/pages/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'denied',
        element: page(
          () => import('../features/site/errors/pages/DeniedPage'),
          (m) => m.DeniedPage,
        ),
      },
      {
        element: <RequireAuth allowedRoles={ADMIN} />,
        children: [
          {
            path: 'course/create',
            element: page(
              () => import('../features/catalog/courses/pages/CreateCoursePage'),
              (m) => m.CreateCoursePage,
            ),
          },
          {
            path: 'course/edit',
            element: page(
              () => import('../features/catalog/courses/pages/EditCoursePage'),
              (m) => m.EditCoursePage,
            ),
          },
          {
            path: 'course/editlecture',
            element: page(
              () => import('../features/media/lectures/pages/EditLecturePage'),
              (m) => m.EditLecturePage,
            ),
          },
          {
            path: 'course/addlecture',
            element: page(
              () => import('../features/media/lectures/pages/AddLecturePage'),
              (m) => m.AddLecturePage,
            ),
          },
          {
            path: 'course/addlectures',
            element: page(
              () => import('../features/media/lectures/pages/AddLecturesPage'),
              (m) => m.AddLecturesPage,
            ),
          },
          ...['course/quiz/new', 'course/quiz/edit'].map((path) => ({
            path,
            element: page(
              () => import('../features/learning/quizzes/pages/QuizBuilderPage'),
              (m) => m.QuizBuilderPage,
            ),
          })),
          { path: 'admin/paths/new', element: pathEditor },
          { path: 'admin/paths/:slug', element: pathEditor },
          { path: 'admin/dashboard', element: adminDashboardPage },
          { path: 'course/analytics', element: courseAnalyticsPage },
          { path: 'admin/learners', element: learnersPage },
          { path: 'admin/categories', element: categoriesPage },
          { path: 'admin/questions', element: unansweredQuestionsPage },
          { path: 'admin/api-keys', element: apiKeysPage },
          { path: 'admin/sso', element: ssoProvidersPage },
          { path: 'admin/webhooks', element: webhooksPage },
        ],
      },
      {
        element: <RequireAuth allowedRoles={MEMBERS} />,
        children: [
          {
            path: 'user/profile',
            element: page(
              () => import('../features/account/pages/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'my-learning',
            element: myLearningPage,
          },
          {
            path: 'downloads',
            element: downloadsPage,
          },
          { path: 'review', element: reviewPage },
          { path: 'inbox', element: inboxPage },
          {
            path: 'user/editprofile',
            element: page(
              () => import('../features/identity/user/pages/EditProfilePage'),
              (m) => m.EditProfilePage,
            ),
          },
          ...['course/displaylecture', 'course/displaylectures'].map((path) => ({ path, element: displayLectures })),
          {
            path: 'course/notes',
            element: page(
              () => import('../features/learning/notes/pages/CourseNotesPage'),
              (m) => m.CourseNotesPage,
            ),
          },
          {
            path: 'quiz',
            element: page(
              () => import('../features/learning/quizzes/pages/QuizPage'),
              (m) => m.QuizPage,
            ),
          },
          {
            path: 'checkout',
            element: page(
              () => import('../features/commerce/checkout/pages/CheckoutPage'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: 'checkout/success',
            element: page(
              () => import('../features/commerce/checkout/pages/CheckoutSuccessPage'),
              (m) => m.CheckoutSuccessPage,
            ),
          },
          // Team plans: the owner's seat manager (or buying one, or a member's own seat), and joining by a link.
          {
            path: 'team',
            element: page(
              () => import('../features/commerce/teams/pages/TeamPage'),
              (m) => m.TeamPage,
            ),
          },
          {
            path: 'team/join',
            element: page(
              () => import('../features/commerce/teams/pages/JoinTeamPage'),
              (m) => m.JoinTeamPage,
            ),
          },
          {
            path: 'checkout/failure',
            element: page(
              () => import('../features/commerce/checkout/pages/CheckoutFailurePage'),
              (m) => m.CheckoutFailurePage,
            ),
          },
          // A payment's receipt: the learner's own, or any learner's for an ADMIN (the server decides).
          {
            path: 'receipt',
            element: page(
              () => import('../features/commerce/receipts/pages/ReceiptPage'),
              (m) => m.ReceiptPage,
            ),
          },
          {
            path: 'changepassword',
            element: page(
              () => import('../features/identity/auth/pages/ChangePasswordPage'),
              (m) => m.ChangePasswordPage,
            ),
          },
        ],
      },
      {
        path: '*',
        element: page(
          () => import('../features/site/errors/pages/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * Renders the route table at the current location. A page that throws, or whose chunk cannot be loaded (for example
 * after a redeploy), shows RouteError until the next navigation.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {element}
    </ErrorBoundary>
  );
}
