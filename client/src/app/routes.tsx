import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { preloadCatalogue } from '../features/courses/preloadCatalogue';
import { HomePage } from '../features/home/pages/HomePage';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';

/** Route-level code splitting: each page is its own chunk, loaded when its route matches. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

// Both spellings occur in the spec (menu/guard vs dashboard view button); both resolve to the lecture screen.
const displayLectures = page(
  () => import('../features/lectures/pages/DisplayLecturesPage'),
  (m) => m.DisplayLecturesPage,
);

const ADMIN = ['ADMIN'] as const;
const MEMBERS = ['ADMIN', 'USER'] as const;

/**
 * The route table of spec section 2. No route carries path parameters. With the app's Apollo client, /courses starts
 * its catalogue query in its loader, while the page's chunk loads; the loader returns at once, so neither the first
 * render nor a navigation waits for the answer. (Unit tests leave it out, so each mocked request is asked once.)
 */
export const createRoutes = (client?: ApolloClient): RouteObject[] => [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: () => <PageSpinner />,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'about',
        lazy: page(
          () => import('../features/about/pages/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'login',
        lazy: page(
          () => import('../features/auth/pages/LoginPage'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signup',
        lazy: page(
          () => import('../features/auth/pages/SignupPage'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: 'courses',
        loader: client
          ? () => {
              preloadCatalogue(client);
              return null;
            }
          : undefined,
        lazy: page(
          () => import('../features/courses/pages/CoursesPage'),
          (m) => m.CoursesPage,
        ),
      },
      {
        path: 'course/description',
        lazy: page(
          () => import('../features/courses/pages/CourseDescriptionPage'),
          (m) => m.CourseDescriptionPage,
        ),
      },
      {
        path: 'contact',
        lazy: page(
          () => import('../features/contact/pages/ContactPage'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'denied',
        lazy: page(
          () => import('../features/errors/pages/DeniedPage'),
          (m) => m.DeniedPage,
        ),
      },
      {
        element: <RequireAuth allowedRoles={ADMIN} />,
        children: [
          {
            path: 'course/create',
            lazy: page(
              () => import('../features/courses/pages/CreateCoursePage'),
              (m) => m.CreateCoursePage,
            ),
          },
          {
            path: 'course/addlecture',
            lazy: page(
              () => import('../features/lectures/pages/AddLecturePage'),
              (m) => m.AddLecturePage,
            ),
          },
          {
            path: 'admin/dashboard',
            lazy: page(
              () => import('../features/admin/pages/AdminDashboardPage'),
              (m) => m.AdminDashboardPage,
            ),
          },
        ],
      },
      {
        element: <RequireAuth allowedRoles={MEMBERS} />,
        children: [
          {
            path: 'user/profile',
            lazy: page(
              () => import('../features/user/pages/ProfilePage'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'user/editprofile',
            lazy: page(
              () => import('../features/user/pages/EditProfilePage'),
              (m) => m.EditProfilePage,
            ),
          },
          ...['course/displaylecture', 'course/displaylectures'].map((path) => ({ path, lazy: displayLectures })),
          {
            path: 'checkout',
            lazy: page(
              () => import('../features/checkout/pages/CheckoutPage'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            path: 'checkout/success',
            lazy: page(
              () => import('../features/checkout/pages/CheckoutSuccessPage'),
              (m) => m.CheckoutSuccessPage,
            ),
          },
          {
            path: 'checkout/failure',
            lazy: page(
              () => import('../features/checkout/pages/CheckoutFailurePage'),
              (m) => m.CheckoutFailurePage,
            ),
          },
          {
            path: 'changepassword',
            lazy: page(
              () => import('../features/auth/pages/ChangePasswordPage'),
              (m) => m.ChangePasswordPage,
            ),
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('../features/errors/pages/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
