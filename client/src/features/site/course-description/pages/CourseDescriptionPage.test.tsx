import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkoutPageMock } from '../../../../test/checkoutFixtures';
import {
  activeUser,
  catalogMock,
  coursePageMocks,
  courseProgressMock,
  makeCourse,
  renderWithCourse,
  salesDetailsMock,
  type TestCourse,
  yearlyPlan,
} from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { lectureScreenMocks, lectures } from '../../../../test/lectureScreen';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CourseCurriculumQuery } from '../../../catalog/courses/components/CourseCurriculum';
import { CoursePlanCardQuery } from '../../../catalog/courses/components/CoursePlanCard';
import { CourseDescriptionPageQuery, CourseSalesDetailsQuery } from './CourseDescriptionPage';

const course = makeCourse();
const courseById = (result: object, delay = 0) =>
  mock({
    request: { query: CourseDescriptionPageQuery, variables: { id: 'c-react' } },
    result,
    delay,
  });

/** The sales details of the course, as CourseSalesDetailsQuery answers them, `delay` ms after the ask. */
const salesDetails = (course: object, delay = 0) =>
  salesDetailsMock('c-react', { subtitle: 'Ship a real app in a weekend', ...course }, delay);

const entry = (position: number, title: string, durationSeconds: number | null, playable = false) => ({
  __typename: 'CurriculumLecture' as const,
  id: `l-${position}`,
  position,
  title,
  durationSeconds,
  freePreview: playable,
  lecture: playable
    ? {
        __typename: 'Lecture' as const,
        id: `l-${position}`,
        title,
        description: `What ${title} covers.`,
        videoUrl: `/media/lectures/l-${position}`,
        hlsUrl: null,
        posterUrl: null,
        storyboardUrl: null,
        status: 'READY' as const,
        processingProgress: null,
        captions: [],
        questions: [],
        durationSeconds,
        progress: null,
        chaptersTrackUrl: null,
        handoutUrl: null,
        slides: [],
      }
    : null,
});
const curriculum = mock({
  request: { query: CourseCurriculumQuery, variables: { id: 'c-react' } },
  result: {
    data: {
      course: {
        __typename: 'Course',
        id: 'c-react',
        lectures: [entry(1, 'Welcome', 95, true), entry(2, 'Components', 1500), entry(4, 'Hooks', 2105)],
      },
    },
  },
});

/** The sales details of a course that is gone: the server says so for each of the page's questions about it. */
const salesDetailsGone = mock({
  request: { query: CourseSalesDetailsQuery, variables: { id: 'c-react' } },
  result: { errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] },
});

/** The course page reached with `course` in navigation state; the rest of the page answered by coursePageMocks. */
const openCourse = (course: TestCourse | null, options: NonNullable<Parameters<typeof renderWithCourse>[2]> = {}) =>
  renderWithCourse('/course/description', course, {
    ...options,
    mocks: [...(options.mocks ?? []), ...coursePageMocks()],
  });

describe('CourseDescriptionPage', () => {
  it('shows thumbnail, title, description, lecture count and instructor of the course passed along', async () => {
    await openCourse(course);
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail of React from Scratch' })).toHaveAttribute(
      'src',
      '/files/thumbnails/react.png',
    );
    expect(screen.getByText(course.description)).toBeInTheDocument();
    expect(screen.getByText('By Jane Mentor · 2 lectures', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Instructor' })).toBeInTheDocument();
    // No lecture is ready yet: no length to show.
    expect(screen.queryByText(/ min/)).not.toBeInTheDocument();
  });

  it("shows the course's total length once its lectures are transcoded", async () => {
    await openCourse(makeCourse({ totalDurationSeconds: 3725 }));
    expect(await screen.findByText(/2 lectures · 1 h 2 min/)).toBeInTheDocument();
  });

  it("offers 'Watch Lectures' to an admin, which opens the lecture screen with the course", async () => {
    const { user, router } = await openCourse(course, {
      session: 'ADMIN',
      mocks: [lectures, ...lectureScreenMocks({ admin: true })],
    });
    await user.click(await screen.findByRole('button', { name: 'Watch Lectures' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/displaylecture'));
    expect(router.state.location.search).toBe('?course=c-react');
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-react' } });
  });

  it("offers 'Watch Lectures' to a user with an active subscription, with their plan's status, not its price", async () => {
    await openCourse(course, {
      session: makeUser('USER', activeUser),
      mocks: [mock({ request: { query: CoursePlanCardQuery }, result: { data: { subscriptionPlan: yearlyPlan } } })],
    });
    expect(await screen.findByRole('button', { name: 'Watch Lectures' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    const offer = screen.getByRole('complementary', { name: 'Subscription Bundle' });
    expect(within(offer).getByRole('status')).toHaveTextContent('Your subscription is active');
    expect(offer).not.toHaveTextContent('499');
    expect(offer).not.toHaveTextContent('refund');
  });

  it("offers 'Subscribe' (to /checkout) to a user without an active subscription", async () => {
    const { user, router } = await openCourse(course, { session: 'USER', mocks: [checkoutPageMock()] });
    expect(screen.queryByRole('button', { name: 'Watch Lectures' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it("offers 'Subscribe' to a visitor", async () => {
    await openCourse(course, { session: null });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Lectures' })).not.toBeInTheDocument();
  });

  it('asks the server for the course when the cache does not hold it (a reload)', async () => {
    const changed = makeCourse({ numberOfLectures: 7 });
    await openCourse(course, {
      cached: false,
      mocks: [courseById({ data: { course: changed } }, 200)],
    });
    expect(await screen.findByText('Loading the course')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the course')).not.toBeInTheDocument();
    // What the server says now, not the record the state carried.
    expect(screen.getByText(/7 lectures/)).toBeInTheDocument();
  });

  it('on a direct visit, paints the page once the sales details are in too, so nothing pushes the plan card down', async () => {
    const details = salesDetails({}, 300);
    await openCourse(course, {
      cached: false,
      mocks: [courseById({ data: { course } }, 0), details],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'React from Scratch' });
    // The title and the subtitle above the plan card arrive in the same paint.
    expect(screen.getByText('Ship a real app in a weekend')).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
  });

  it('says the course passed along is no longer available, with a way to the catalogue', async () => {
    const { router, user } = await openCourse(course, {
      cached: false,
      mocks: [
        courseById({ errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] }),
        salesDetailsGone,
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer available');
    expect(router.state.location.pathname).toBe('/course/description');
    await user.click(screen.getByRole('link', { name: 'Browse all courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });

  it("shows the server's message, with a way to ask again, when the course cannot be loaded", async () => {
    const { user } = await openCourse(course, {
      cached: false,
      mocks: [
        courseById({ errors: [{ message: 'Too many requests, try again in 1 minute' }] }),
        courseById({ data: { course } }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in 1 minute');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
  });

  it('shows the course its address names when opened without navigation state (a shared link, a fresh browser)', async () => {
    renderApp({
      path: '/course/description?id=c-react',
      mocks: [courseById({ data: { course } }), ...coursePageMocks()],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'React from Scratch' })).toBeInTheDocument();
    expect(screen.getByText(/By Jane Mentor/)).toBeInTheDocument();
  });

  it("says so when the address names a course that no longer exists (a deleted course's link)", async () => {
    const { router } = renderApp({
      path: '/course/description?id=c-react',
      mocks: [
        courseById({ errors: [{ message: 'Course not found', extensions: { code: 'NOT_FOUND' } }] }),
        salesDetailsGone,
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer available');
    expect(router.state.location.pathname).toBe('/course/description');
    expect(screen.queryByText('Courses loaded successfully!')).not.toBeInTheDocument();
  });

  it("shows a signed-in learner's progress through the course", async () => {
    await openCourse(course, {
      session: makeUser('USER', activeUser),
      mocks: [courseProgressMock(2, 5)],
    });
    expect(await screen.findByText('2 of 5 lectures, 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress: 2 of 5 lectures, 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows everyone the curriculum: titles in order with durations, and the total length', async () => {
    await openCourse(course, { session: null, mocks: [curriculum] });
    const list = await screen.findByRole('list', { name: 'Curriculum' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1\.Welcome.*1:35/),
      expect.stringMatching(/^2\.Components.*25:00/),
      expect.stringMatching(/^3\.Hooks.*35:05/),
    ]);
    expect(screen.getByText('3 lectures · 1 h 2 min')).toBeInTheDocument();
  });

  it("plays a free preview on the page for a visitor with 'Preview'", async () => {
    const { user } = await openCourse(course, { session: null, mocks: [curriculum] });
    const list = await screen.findByRole('list', { name: 'Curriculum' });
    const previews = within(list).getAllByRole('button', { name: 'Preview' });
    expect(previews).toHaveLength(1);
    expect(previews[0]).toHaveAccessibleDescription('Welcome');
    await user.click(previews[0]!);
    const video = await screen.findByLabelText('Video of Welcome');
    expect(video).toHaveAttribute('src', '/media/lectures/l-1');
    // A visitor's preview saves nothing and offers no completion.
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByLabelText('Video of Welcome')).not.toBeInTheDocument();
  });

  it('links a learner who completed every lecture to the certificate', async () => {
    await openCourse(course, {
      session: makeUser('USER', activeUser),
      mocks: [courseProgressMock(2, 2, 'ABCD-EFGH-JKLM')],
    });
    expect(await screen.findByText('2 of 2 lectures, 100%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificate?code=ABCD-EFGH-JKLM',
    );
  });

  it('says, where the certificate would be, why it is withheld and which lectures are still to watch', async () => {
    const message =
      'Your certificate is waiting for verified viewing: this course counts a lecture once the player has shown it ' +
      'watched to at least 90% of its length, not only marked complete. Still to watch: Welcome.';
    await openCourse(course, {
      session: makeUser('USER', activeUser),
      mocks: [
        courseProgressMock(2, 2, null, 'c-react', { message, lecturesToWatch: [{ id: 'l-1', title: 'Welcome' }] }),
      ],
    });
    expect(await screen.findByText('2 of 2 lectures, 100%')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View your certificate' })).not.toBeInTheDocument();
    expect(screen.getByText('Your certificate is not issued yet')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    const toWatch = screen.getByRole('list', { name: 'Lectures still to watch' });
    expect(within(toWatch).getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      '/course/displaylecture?course=c-react&lecture=l-1',
    );
  });

  it('shows a visitor no progress', async () => {
    await openCourse(course, { session: null });
    await screen.findByRole('heading', { level: 1, name: 'React from Scratch' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('returns to /courses when no course was passed', async () => {
    const { router } = await openCourse(null, { mocks: [catalogMock({}, [])] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
  });
  it("sells the course: subtitle, what you'll learn, requirements, instructor bio and the plan card", async () => {
    const details = salesDetails({
      outcomes: ['Write components', 'Manage state with hooks'],
      requirements: ['Basic JavaScript'],
      instructorBio: 'Jane built design systems for ten years.',
    });
    const plan = mock({
      request: { query: CoursePlanCardQuery },
      result: { data: { subscriptionPlan: yearlyPlan } },
    });
    await openCourse(course, { mocks: [details, plan] });
    expect(await screen.findByText('Ship a real app in a weekend')).toBeInTheDocument();
    const learn = screen.getByRole('heading', { level: 2, name: "What you'll learn" }).parentElement as HTMLElement;
    expect(
      within(learn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Write components', 'Manage state with hooks']);
    expect(screen.getByText('Basic JavaScript')).toBeInTheDocument();
    expect(screen.getByText('Jane built design systems for ten years.')).toBeInTheDocument();
    expect(screen.getByText(/Last updated Nov 20, 2026/)).toBeInTheDocument();
    const offer = screen.getByRole('complementary', { name: 'Subscription Bundle' });
    // The plan's lines hold their place hidden until it arrives.
    await waitFor(() => expect(offer.querySelector('[aria-hidden="true"]')).toBeNull());
    expect(within(offer).getByText(/499/)).toBeInTheDocument();
    expect(within(offer).getByText('All courses for a year, existing and new')).toBeInTheDocument();
    expect(within(offer).getByText('100% refund on cancellation')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    // On a phone the title comes before the actions: the heading precedes the offer in the document.
    const title = screen.getByRole('heading', { level: 1, name: 'React from Scratch' });
    expect(title.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the call to action in its place while the plan is on its way, and shows the plan's own figures", async () => {
    const plan = mock({
      request: { query: CoursePlanCardQuery },
      result: { data: { subscriptionPlan: { ...yearlyPlan, price: 999, refundWindowDays: 30 } } },
      delay: 300,
    });
    await openCourse(course, { mocks: [plan] });
    const offer = await screen.findByRole('complementary', { name: 'Subscription Bundle' });
    expect(within(offer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    // Laid out (price, refund line) but hidden under their skeletons, from screen readers too.
    const placeholders = offer.querySelectorAll('[aria-hidden="true"]');
    expect(placeholders).toHaveLength(2);
    expect(placeholders[1]).toHaveTextContent('100% refund on cancellation');
    expect(await within(offer).findByText(/999/)).toBeInTheDocument();
    expect(within(offer).getByText(/within 30 days of payment/)).toBeInTheDocument();
    expect(offer.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows an admin a draft with its badge and a Publish button', async () => {
    await openCourse(makeCourse({ status: 'DRAFT' }), { session: 'ADMIN' });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Draft: only admins see this course.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish course' })).toBeInTheDocument();
  });
});
