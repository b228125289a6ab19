import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { tap } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeUser,
  catalogMock,
  catalogPage,
  coursePageMocks,
  inlineCatalogue,
  makeCourse,
  noCourseStarted,
  nothingToContinue,
} from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { answeringEachTime, holding, type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { typeInOneBurst } from '../../../../test/typing';
import { LectureMomentsQuery } from '../components/LectureMoments';
import { MyCourseProgressQuery } from '../courseProgress';
import { CourseCatalogQuery } from '../documents';

const react = makeCourse();
const figma = makeCourse({
  id: 'c-figma',
  title: 'Figma for Developers',
  description: 'Read designs, export assets and talk to designers.',
  category: 'Design',
  createdBy: 'Sam Designer',
  thumbnailUrl: '/files/thumbnails/figma.png',
  numberOfLectures: 5,
  totalDurationSeconds: 2520,
});
const sketch = makeCourse({ id: 'c-sketch', title: 'Sketching Interfaces', category: 'Design' });

const all = catalogMock({}, [react, figma]);

/** No lecture said the searched words: the moments under the search stay away. */
const noMoments = (query: string) =>
  mock({
    request: { query: LectureMomentsQuery, variables: { query, first: 5 } },
    result: { data: { searchTranscripts: [] } },
  });

function renderCourses(mocks: Mocks, path = '/courses') {
  return renderApp({ path, mocks });
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Courses' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Records the IntersectionObservers the page makes, so a test can scroll its sentinel into reach. */
class RecordedObserver {
  static made: RecordedObserver[] = [];
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    RecordedObserver.made.push(this);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  RecordedObserver.made = [];
  vi.unstubAllGlobals();
});

describe('CoursesPage', () => {
  it('renders a card per course: thumbnail with alt text, title link, description, category, lectures, instructor', async () => {
    renderCourses([all]);
    const link = await screen.findByRole('link', { name: 'React from Scratch' });
    // A shareable address: it names the course, which navigation state also carries.
    expect(link).toHaveAttribute('href', '/course/description?id=c-react');
    const list = screen.getByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(card.getByRole('img', { name: 'Thumbnail of Figma for Developers' })).toHaveAttribute(
      'src',
      '/files/thumbnails/figma.png',
    );
    expect(card.getByText('Read designs, export assets and talk to designers.')).toBeInTheDocument();
    expect(card.getByText('Design')).toBeInTheDocument();
    expect(card.getByText('Total lectures:').parentElement).toHaveTextContent('Total lectures: 5 · 42 min');
    expect(card.getByText('Instructor:').parentElement).toHaveTextContent('Instructor: Sam Designer');
    expect(screen.getByText('2 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows a signed-in learner's progress on the cards of the courses they started, and none on the others", async () => {
    const myProgress = mock({
      request: { query: MyCourseProgressQuery },
      result: {
        data: {
          myCourseProgress: [
            { __typename: 'CourseProgress', courseId: 'c-figma', completedLectures: 2, totalLectures: 5, percent: 40 },
          ],
        },
      },
    });
    renderApp({
      path: '/courses',
      session: makeUser('USER', activeUser),
      mocks: [all, myProgress, { ...myProgress, maxUsageCount: 2 }, nothingToContinue],
    });
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('listitem');
    expect(await within(cards[1]!).findByText('2 of 5 lectures, 40%')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('progressbar', { name: 'Course progress: 2 of 5 lectures, 40%' })).toBeVisible();
    expect(within(cards[0]!).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("notifies 'Loading course data ...' then 'Courses loaded successfully!'", async () => {
    renderCourses([{ ...all, delay: 400 }]);
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Loading course data ...')).not.toBeInTheDocument();
  });

  it("marks an admin's draft with a Draft badge, and only the draft", async () => {
    const draft = makeCourse({ id: 'c-draft', title: 'Unfinished Course', status: 'DRAFT' });
    renderApp({
      path: '/courses',
      session: 'ADMIN',
      mocks: [catalogMock({}, [draft, react]), nothingToContinue, noCourseStarted],
    });
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('listitem');
    await within(cards[0]!).findByRole('link', { name: 'Unfinished Course' });
    expect(within(cards[0]!).getByText('Draft')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Draft')).not.toBeInTheDocument();
  });

  it('joins the catalogue request its route loader started instead of asking again', async () => {
    // One mocked answer: a second request for the same catalogue would fail the page. The loader's request answers
    // once the page is up and waiting on it; an answer before the page had painted would show no notices at all.
    const catalogue = holding('CourseCatalogQuery');
    renderApp({ path: '/courses', preloading: true, mocks: [all], links: [catalogue.link] });
    await catalogue.held;
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    catalogue.release();
    expect(await screen.findByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the first page the page carries at once, and still refreshes it with the loading and success notices', async () => {
    const variables = { search: null, category: null, sort: null };
    inlineCatalogue(JSON.stringify({ variables, data: { courses: catalogPage([react]) } }));
    // The refresh answers late, and with one more course: late enough for the loading notice to be seen on a busy
    // machine, where the toast region's chunk may take a while (300 ms was not always enough in CI).
    renderApp({ path: '/courses', preloading: true, mocks: [{ ...all, delay: 2000 }] });
    expect(await screen.findByRole('link', { name: 'React from Scratch' })).toBeInTheDocument();
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Figma for Developers' })).not.toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
  });

  it("asks for the address's search, category and sort, and shows them in the filters", async () => {
    // Only this request is mocked: the page must ask with exactly these variables.
    renderCourses(
      [
        noMoments('figma'),
        catalogMock({ search: 'figma', category: 'Design', sort: 'TITLE' }, [figma], {
          facets: [
            { category: 'Design', count: 1 },
            { category: 'Web Development', count: 3 },
          ],
        }),
      ],
      '/courses?search=figma&category=Design&sort=title',
    );
    expect(await screen.findByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('figma');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Design (1)');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Title (A to Z)');
    // Each category with its count for the search, whichever is picked.
    expect(screen.getByRole('option', { name: 'Web Development (3)' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to get the course')).not.toBeInTheDocument();
  });

  it('searches as the reader types, once typing stops, and puts the search in the address', async () => {
    const { user, router } = renderCourses(
      [all, catalogMock({ search: 'figma' }, [figma]), noMoments('figma')].map(answeringEachTime),
    );
    await screen.findByRole('link', { name: 'React from Scratch' });
    await typeInOneBurst(user, screen.getByRole('searchbox', { name: 'Search' }), 'figma');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React from Scratch' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=figma');
    // A request for a partial text ('f', 'fi', ...) would have no mock and fail.
    expect(screen.queryByText('Failed to get the course')).not.toBeInTheDocument();
    // With a search, the best match is the default order.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');
  });

  it('follows an address changed from elsewhere (Back, a link): its search goes back in the box', async () => {
    const { router } = renderCourses(
      [catalogMock({ search: 'figma' }, [figma]), noMoments('figma'), catalogMock({}, [react, figma])],
      '/courses?search=figma',
    );
    await screen.findByRole('link', { name: 'Figma for Developers' });
    act(() => router.navigate('/courses'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    expect(await screen.findByRole('link', { name: 'React from Scratch' })).toBeInTheDocument();
  });

  it('filters by a category offered with its count, and puts it in the address', async () => {
    const { user, router } = renderCourses([all, catalogMock({ category: 'Design' }, [figma])]);
    await screen.findByRole('link', { name: 'React from Scratch' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Design (1)');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React from Scratch' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Design');
  });

  it('orders by the sort picked, in the address; picking the default order takes it out again', async () => {
    const byLectures = catalogMock({ sort: 'MOST_LECTURES' }, [figma, react]);
    const { user, router } = renderCourses([all, byLectures, { ...all, delay: 10 }]);
    await screen.findByRole('link', { name: 'React from Scratch' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Best match' })).not.toBeInTheDocument();
    await user.selectOptions(sort, 'Most lectures');
    await waitFor(() => expect(cardTitles()).toEqual(['Figma for Developers', 'React from Scratch']));
    expect(router.state.location.search).toBe('?sort=most-lectures');
    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cardTitles()).toEqual(['React from Scratch', 'Figma for Developers']));
  });

  it("loads the next page with 'Load more', after the last card's cursor, and counts what is shown", async () => {
    const { user } = renderCourses([
      catalogMock({}, [react, figma], { totalCount: 3, hasNextPage: true }),
      catalogMock({ after: 'cursor-c-figma' }, [sketch], { totalCount: 3 }),
    ]);
    await screen.findByRole('link', { name: 'Figma for Developers' });
    expect(screen.getByText('Showing 2 of 3 courses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['React from Scratch', 'Figma for Developers', 'Sketching Interfaces']),
    );
    expect(screen.getByText('3 courses')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Further pages load quietly: no catalogue notice.
    expect(screen.queryByText('Loading course data ...')).not.toBeInTheDocument();
  });

  it("asks for the next page 'Load more' wants once the first page the HTML carried has been refreshed", async () => {
    const variables = { search: null, category: null, sort: null };
    const twoOfThree = catalogPage([react, figma], { totalCount: 3, hasNextPage: true });
    inlineCatalogue(JSON.stringify({ variables, data: { courses: twoOfThree } }));
    // The refresh's answer is the first page alone, which replaces whatever the cache merged after it: a next page
    // asked for before it came would be lost (seen in a browser, where the press came during the refresh).
    const catalogue = holding('CourseCatalogQuery');
    const requests: string[] = [];
    const recording = new ApolloLink((operation, forward) => {
      if (operation.operationName !== 'CourseCatalogQuery') return forward(operation);
      const page = operation.variables.after ? 'next page' : 'first page';
      requests.push(`${page} asked`);
      return forward(operation).pipe(tap(() => requests.push(`${page} answered`)));
    });
    const { user } = renderApp({
      path: '/courses',
      preloading: true,
      links: [recording, catalogue.link],
      mocks: [
        catalogMock({}, [react, figma], { totalCount: 3, hasNextPage: true }),
        catalogMock({ after: 'cursor-c-figma' }, [sketch], { totalCount: 3 }),
      ],
    });
    await screen.findByRole('link', { name: 'Figma for Developers' });
    await catalogue.held;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // Wanted, and waiting for the refresh: the button shows it is busy (its label hidden behind a spinner).
    expect(screen.getByText('Load more').closest('button')).toHaveAttribute('data-loading');
    expect(requests).toEqual(['first page asked']);
    catalogue.release();
    expect(await screen.findByRole('link', { name: 'Sketching Interfaces' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['React from Scratch', 'Figma for Developers', 'Sketching Interfaces']);
    expect(requests).toEqual(['first page asked', 'first page answered', 'next page asked', 'next page answered']);
    expect(screen.getByText('3 courses')).toBeInTheDocument();
  });

  it('loads the next page as the end of the list scrolls into reach', async () => {
    vi.stubGlobal('IntersectionObserver', RecordedObserver);
    renderCourses([
      catalogMock({}, [react, figma], { totalCount: 3, hasNextPage: true }),
      catalogMock({ after: 'cursor-c-figma' }, [sketch], { totalCount: 3 }),
    ]);
    await screen.findByRole('link', { name: 'Figma for Developers' });
    await waitFor(() => expect(RecordedObserver.made).not.toHaveLength(0));
    act(() => RecordedObserver.made.at(-1)?.callback([{ isIntersecting: true }]));
    expect(await screen.findByRole('link', { name: 'Sketching Interfaces' })).toBeInTheDocument();
  });

  it("says when the next page cannot be loaded, keeps the cards shown, and 'Load more' asks again", async () => {
    const { user } = renderCourses([
      catalogMock({}, [react, figma], { totalCount: 3, hasNextPage: true }),
      mock({ request: { query: CourseCatalogQuery, variables: () => true }, error: new TypeError('offline') }),
      catalogMock({ after: 'cursor-c-figma' }, [sketch], { totalCount: 3 }),
    ]);
    await screen.findByRole('link', { name: 'Figma for Developers' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to load more courses')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['React from Scratch', 'Figma for Developers']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Sketching Interfaces' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load more courses')).not.toBeInTheDocument();
  });

  it('shows an empty state when nothing matches', async () => {
    const { user } = renderCourses(
      [all, catalogMock({ search: 'cobol' }, []), noMoments('cobol')].map(answeringEachTime),
    );
    await screen.findByRole('link', { name: 'React from Scratch' });
    await typeInOneBurst(user, screen.getByRole('searchbox', { name: 'Search' }), 'cobol');
    expect(await screen.findByText('No courses match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it('lists the moments of lectures where the searched words were said, each opening the lecture there', async () => {
    renderCourses(
      [
        catalogMock({ search: 'event loop' }, [react]),
        mock({
          request: { query: LectureMomentsQuery, variables: { query: 'event loop', first: 5 } },
          result: {
            data: {
              searchTranscripts: [
                {
                  __typename: 'TranscriptMoment',
                  courseId: 'c-react',
                  courseTitle: 'React from Scratch',
                  lectureId: 'l-3',
                  lecturePosition: 3,
                  lectureTitle: 'Effects',
                  startSeconds: 754.6,
                  snippet: 'the event loop never blocks',
                },
              ],
            },
          },
        }),
      ],
      '/courses?search=event+loop',
    );
    const moments = await screen.findByRole('region', { name: 'Said in the lectures' });
    const link = within(moments).getByRole('link', {
      name: 'React from Scratch · Lecture 3: Effects, at 12:34',
    });
    expect(link).toHaveAttribute('href', '/course/displaylecture?course=c-react&lecture=l-3&t=754');
    expect(within(moments).getByText('“the event loop never blocks”')).toBeInTheDocument();
  });

  it('says which search it showed instead when the one typed matched nothing', async () => {
    renderCourses(
      [catalogMock({ search: 'raect' }, [react], { correctedSearch: 'react' }), noMoments('raect')],
      '/courses?search=raect',
    );
    expect(await screen.findByRole('link', { name: 'React from Scratch' })).toBeInTheDocument();
    expect(
      screen.getByText('No courses match “raect”. Showing results for “react”. 1 course', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('raect');
  });

  it('says so when the catalogue has no course yet', async () => {
    renderCourses([catalogMock({}, [])]);
    expect(await screen.findByText('No courses are available yet.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to get the course'", async () => {
    renderCourses([{ request: all.request, error: new TypeError('offline') }]);
    expect(await screen.findAllByText('Failed to get the course')).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it('opens the description screen with the course passed along', async () => {
    const { user, router } = renderCourses([all, ...coursePageMocks('c-figma')]);
    await user.click(await screen.findByRole('link', { name: 'Figma for Developers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/description'));
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-figma', title: 'Figma for Developers' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Figma for Developers' })).toBeInTheDocument();
  });
});
