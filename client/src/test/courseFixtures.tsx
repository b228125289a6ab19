/**
 * Test helpers of the course and lecture screens (imported by tests only, so never bundled): fixtures and a render
 * that opens a screen with a course in navigation state, as the app's own links do.
 */
import type { ApolloClient, Unmasked } from '@apollo/client';
import { CATALOGUE_DATA_ELEMENT_ID, type CatalogueSort, HOME_ROW_SIZE } from '@coursehub/shared';
import { act, screen } from '@testing-library/react';
import { ContinueWatchingQuery } from '../features/catalog/courses/components/ContinueWatching';
import { CourseCardFragment } from '../features/catalog/courses/components/CourseCard';
import { CourseCurriculumQuery } from '../features/catalog/courses/components/CourseCurriculum';
import { CoursePlanCardQuery } from '../features/catalog/courses/components/CoursePlanCard';
import { CourseProgressQuery, MyCourseProgressQuery } from '../features/catalog/courses/courseProgress';
import { courseState } from '../features/catalog/courses/courseState';
import { CATALOGUE_PAGE_SIZE, CourseCatalogQuery } from '../features/catalog/courses/documents';
import { CourseItemsQuery } from '../features/learning/quizzes/components/CourseItemsList';
import { CourseSalesDetailsQuery } from '../features/site/course-description/pages/CourseDescriptionPage';
import { HomeSectionsQuery } from '../features/site/home/components/HomeSections';
import type { CourseCatalogQueryQuery } from '../gql/graphql';
import { answeringEachTime, type Mocks, mock } from './mocks';
import { renderApp } from './renderApp';

/** A course with every field a screen shows (a catalogue card's). */
export type TestCourse = Unmasked<CourseCatalogQueryQuery>['courses']['edges'][number]['node'];

export function makeCourse(overrides: Partial<TestCourse> = {}): TestCourse {
  return {
    __typename: 'Course',
    id: 'c-react',
    title: 'React from Scratch',
    description: 'Components, hooks and state, from the first line to a deployed app.',
    category: 'Web Development',
    createdBy: 'Jane Mentor',
    thumbnailUrl: '/files/thumbnails/react.png',
    numberOfLectures: 2,
    totalDurationSeconds: 0,
    status: 'PUBLISHED',
    language: 'en',
    ...overrides,
  };
}

interface PageOptions {
  /** Every course matching, on all pages: the page's own count by default. */
  totalCount?: number;
  hasNextPage?: boolean;
  /** Each category's count for the search: the page's own by default. */
  facets?: { category: string; count: number }[];
  /** The search the server searched for instead of the one typed, which matched nothing. */
  correctedSearch?: string;
}

/** A page of the catalogue (`courses`' connection) as the server answers it: a card per course, in order. */
export function catalogPage(
  courses: TestCourse[],
  { totalCount, hasNextPage = false, facets, correctedSearch }: PageOptions = {},
) {
  const counted = new Map<string, number>();
  for (const course of courses) counted.set(course.category, (counted.get(course.category) ?? 0) + 1);
  const byName = [...counted].map(([category, count]) => ({ category, count }));
  return {
    __typename: 'CourseConnection' as const,
    totalCount: totalCount ?? courses.length,
    correctedSearch: correctedSearch ?? null,
    facets: (facets ?? byName.sort((a, b) => a.category.localeCompare(b.category))).map((facet) => ({
      __typename: 'CategoryFacet' as const,
      ...facet,
    })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: courses.length ? `cursor-${courses.at(-1)?.id}` : null,
    },
    edges: courses.map((node) => ({ __typename: 'CourseEdge' as const, cursor: `cursor-${node.id}`, node })),
  };
}

/** The catalogue query's variables for an address's search, filters and sort; `after` for a later page. */
export const catalogVariables = ({
  search = null,
  category = null,
  sort = null,
  language = null,
  captionLanguage = null,
  after,
}: {
  search?: string | null;
  category?: string | null;
  sort?: CatalogueSort | null;
  language?: string | null;
  captionLanguage?: string | null;
  after?: string;
} = {}) => ({
  search,
  category,
  sort,
  language,
  captionLanguage,
  first: CATALOGUE_PAGE_SIZE,
  ...(after ? { after } : {}),
});

/** A mocked answer of the catalogue query: `courses` as one page for these variables. */
export const catalogMock = (
  variables: Parameters<typeof catalogVariables>[0],
  courses: TestCourse[],
  options?: PageOptions,
) =>
  mock({
    request: { query: CourseCatalogQuery, variables: catalogVariables(variables) },
    result: { data: { courses: catalogPage(courses, options) } },
  });

/** The catalogue as the server inlines it in /courses's HTML (any text, to test what is not a catalogue too). */
export function inlineCatalogue(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CATALOGUE_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

/** The yearly plan as `subscriptionPlan` answers it: ₹499 a year, refundable for 14 days. */
export const yearlyPlan = {
  __typename: 'SubscriptionPlan',
  price: 499,
  currency: 'inr',
  interval: 'year',
  refundWindowDays: 14,
} as const;

export const activeUser = {
  subscription: { __typename: 'UserSubscription' as const, status: 'active', active: true },
};

type RenderOptions = Parameters<typeof renderApp>[0];

/** Puts the course in the Apollo cache, as the screen that links to a course screen (catalogue, dashboard) does. */
export function cacheCourse(client: ApolloClient, course: TestCourse) {
  client.writeFragment({ fragment: CourseCardFragment, data: course });
}

interface CourseOptions {
  /**
   * Whether the Apollo cache holds the course, as it does when the screen before loaded it (the catalogue, the
   * dashboard). Without it the screen asks the server (give a mock), as after a reload.
   */
  cached?: boolean;
}

/** The home page's Continue watching, for a learner who has started no course: the home page renderWithCourse opens. */
export const nothingToContinue = mock({
  request: { query: ContinueWatchingQuery },
  result: { data: { continueWatching: [] } },
});

/** The catalogue cards' progress for a signed-in learner (MyCourseProgressQuery): no course started. */
export const noCourseStarted = mock({
  request: { query: MyCourseProgressQuery },
  result: { data: { myCourseProgress: [] } },
});

/** What /courses asks for beside the catalogue for a signed-in viewer who has started no course, each time it opens. */
export const signedInCatalogueMocks: Mocks = [answeringEachTime(nothingToContinue), answeringEachTime(noCourseStarted)];

const homeSectionsRequest = {
  query: HomeSectionsQuery,
  variables: { rowSize: HOME_ROW_SIZE, newestSize: HOME_ROW_SIZE * 2 },
};

const homeRow = (courses: TestCourse[]) => ({
  __typename: 'CourseConnection' as const,
  edges: courses.map((node) => ({ __typename: 'CourseEdge' as const, node })),
});

/**
 * The home page below the hero (HomeSectionsQuery): the featured and newest courses and the yearly plan, answered
 * each time the home page is opened (by default a catalogue without courses).
 */
export const homeSectionsMock = ({
  featured = [],
  newest = [],
}: {
  featured?: TestCourse[];
  newest?: TestCourse[];
} = {}) =>
  answeringEachTime(
    mock({
      request: homeSectionsRequest,
      result: { data: { featured: homeRow(featured), newest: homeRow(newest), subscriptionPlan: yearlyPlan } },
    }),
  );

/**
 * The home page of a catalogue without courses, for whoever opens it: signed in, with no course started to continue.
 */
export const homePageMocks: Mocks = [homeSectionsMock(), nothingToContinue];

/**
 * The home page's sections still on their way when renderWithCourse navigates on: the home page is only where the
 * test starts, as the catalogue or dashboard are in the app, and its answer (the plan among it) stays out of the cache
 * of the screen under test. Not answered (MockLink keeps it pending), so it is not an error either.
 */
const homeSectionsOnTheirWay = mock({ request: homeSectionsRequest, delay: Number.POSITIVE_INFINITY });

/**
 * Renders the app at `/`, then navigates to `path` with `{ course }` in navigation state, as the app's own links do:
 * by default with the course in the cache already, as the screen that links there loaded it.
 */
export async function renderWithCourse(
  path: string,
  course: TestCourse | null,
  { cached = true, ...options }: Omit<NonNullable<RenderOptions>, 'path'> & CourseOptions = {},
) {
  const view = renderApp({
    ...options,
    path: '/',
    mocks: [...(options.mocks ?? []), nothingToContinue, homeSectionsOnTheirWay],
  });
  if (course && cached) cacheCourse(view.client, course);
  await screen.findByRole('heading', { name: /Online Courses/ });
  act(() => view.router.navigate(path, { state: course ? courseState(course) : null }));
  return view;
}

/** Mock for `Upload` files in tests: a File of `size` bytes. */
export const fileOfSize = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });

/**
 * The answer to the caller's progress in course `courseId`: `completedLectures` of `totalLectures`, and its
 * certificate, or why it is withheld.
 */
export const courseProgressMock = (
  completedLectures: number,
  totalLectures = 2,
  certificateCode: string | null = null,
  courseId = 'c-react',
  withheld: { message: string; lecturesToWatch: { id: string; title: string }[] } | null = null,
): Mocks[number] =>
  mock({
    request: { query: CourseProgressQuery, variables: { id: courseId } },
    result: {
      data: {
        course: {
          __typename: 'Course',
          id: courseId,
          progress: {
            __typename: 'CourseProgress',
            courseId,
            completedLectures,
            totalLectures,
            passedQuizzes: 0,
            totalQuizzes: 0,
            percent: totalLectures ? Math.floor((100 * completedLectures) / totalLectures) : 0,
          },
          certificate: certificateCode ? { __typename: 'Certificate', code: certificateCode } : null,
          certificateWithheld: withheld && {
            __typename: 'CertificateWithheld',
            message: withheld.message,
            lecturesToWatch: withheld.lecturesToWatch.map((lecture) => ({
              __typename: 'CurriculumLecture' as const,
              ...lecture,
            })),
          },
        },
      },
    },
  });

/**
 * The course page's sales details (CourseSalesDetailsQuery) of course `id`, `delay` ms after the ask: none given but
 * its last update, unless `details` gives them.
 */
export const salesDetailsMock = (id = 'c-react', details: object = {}, delay = 0) =>
  mock({
    request: { query: CourseSalesDetailsQuery, variables: { id } },
    result: {
      data: {
        course: {
          __typename: 'Course',
          id,
          subtitle: null,
          outcomes: [],
          requirements: [],
          instructorBio: null,
          instructorAvatarUrl: null,
          autoPublish: false,
          updatedAt: '2026-11-20T10:00:00.000Z',
          captionLanguages: [],
          audioLanguages: [],
          ...details,
        },
      },
    },
    delay,
  });

/**
 * What the course page (/course/description) of course `id` asks for beside the course's card, as the server
 * answers it for a course with nothing more to show: no sales details but its last update, the yearly plan, no
 * lecture in its curriculum or quiz yet, and (signed in) the caller's progress, none yet. Put after a test's own
 * mocks, which answer first.
 */
export const coursePageMocks = (id = 'c-react'): Mocks => [
  salesDetailsMock(id),
  mock({ request: { query: CoursePlanCardQuery }, result: { data: { subscriptionPlan: yearlyPlan } } }),
  mock({
    request: { query: CourseCurriculumQuery, variables: { id } },
    result: { data: { course: { __typename: 'Course', id, lectures: [] } } },
  }),
  mock({
    request: { query: CourseItemsQuery, variables: { id } },
    result: { data: { course: { __typename: 'Course', id, items: [] } } },
  }),
  courseProgressMock(0, 2, null, id),
];
