import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeUser, courseProgressMock, makeCourse } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { makeLecture, makeProgress, type TestLecture } from '../../../../test/lectureFixtures';
import { renderLectureScreen } from '../../../../test/lectureScreen';
import { type Mocks, mock } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';
import { SaveLectureProgressMutation, SetLectureCompletedMutation } from '../mutations/lectureProgress';
import { NEXT_LECTURE_SECONDS } from '../player/useNextLectureCountdown';

const course = makeCourse({ numberOfLectures: 2 });
const subscriber = makeUser('USER', activeUser);
const UPDATED_AT = '2026-11-22T12:00:00.000Z';

const lecturesOf = (...lectures: TestLecture[]): Mocks[number] =>
  mock({
    request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
    result: { data: { lectures } },
  });
const saved = (lectureId: string, positionSeconds: number, completed = false): Mocks[number] =>
  mock({
    request: { query: SaveLectureProgressMutation, variables: { lectureId, positionSeconds } },
    result: {
      data: {
        saveLectureProgress: {
          __typename: 'LectureProgress',
          lectureId,
          positionSeconds,
          completed,
          updatedAt: UPDATED_AT,
        },
      },
    },
  });
const markedCompleted = (lectureId: string, completed: boolean, positionSeconds = 0): Mocks[number] =>
  mock({
    request: { query: SetLectureCompletedMutation, variables: { lectureId, completed } },
    result: {
      data: {
        setLectureCompleted: {
          __typename: 'LectureProgress',
          lectureId,
          positionSeconds,
          completed,
          updatedAt: UPDATED_AT,
        },
      },
    },
  });

const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of /);
const lectureList = () => screen.getByRole('list', { name: 'Lectures' });

async function openLectures(lectures: TestLecture[], mocks: Mocks = []) {
  const view = await renderLectureScreen('/course/displaylecture', course, {
    session: subscriber,
    mocks: [lecturesOf(...lectures), ...mocks],
  });
  await screen.findByRole('heading', { level: 2, name: lectures[0]!.title });
  return view;
}

/** The element as it plays: not paused, at `at` seconds (jsdom plays nothing by itself). */
function playAt(element: HTMLVideoElement, at: number) {
  Object.defineProperty(element, 'paused', { value: false, configurable: true });
  element.currentTime = at;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lecture progress', () => {
  it("offers 'Resume from 12:34' and 'Start over' for a lecture with a saved position, opening it there", async () => {
    const first = makeLecture(1, { title: 'Getting started', durationSeconds: 1800, progress: makeProgress(1, 754) });
    await openLectures([first]);
    const element = video();
    const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(754);

    const choice = screen.getByRole('group', { name: 'Where to start' });
    expect(within(choice).getByRole('button', { name: 'Resume from 12:34' })).toBeInTheDocument();
    fireEvent.click(within(choice).getByRole('button', { name: 'Start over' }));
    expect(element.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it('opens at the moment the address names (&t=, a transcript search link), over the saved position', async () => {
    const first = makeLecture(1, { title: 'Getting started', durationSeconds: 1800, progress: makeProgress(1, 95) });
    const second = makeLecture(2, { title: 'Hooks', durationSeconds: 1800 });
    await renderLectureScreen(`/course/displaylecture?course=c-react&lecture=${second.id}&t=754`, course, {
      session: subscriber,
      mocks: [lecturesOf(first, second)],
    });
    await screen.findByRole('heading', { level: 2, name: 'Hooks' });
    const element = video();
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(754);
    expect(screen.queryByRole('group', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it("plays a lecture picked from the list from its saved position, keeping 'Start over' on offer", async () => {
    const { user } = await openLectures(
      [
        makeLecture(1, { title: 'Getting started', durationSeconds: 600 }),
        makeLecture(2, { title: 'Hooks in depth', durationSeconds: 600, progress: makeProgress(2, 95) }),
      ],
      // 'Start over' once playing is a seek, which saves the new place.
      [saved('l-2', 0)],
    );
    await user.click(within(lectureList()).getByRole('button', { name: 'Hooks in depth' }));
    await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' });
    const element = video();
    const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(95);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.playing(element);

    const choice = screen.getByRole('group', { name: 'Where to start' });
    expect(choice).toHaveTextContent('Resumed from 1:35');
    await user.click(within(choice).getByRole('button', { name: 'Start over' }));
    expect(element.currentTime).toBe(0);
    expect(screen.queryByRole('group', { name: 'Where to start' })).not.toBeInTheDocument();
  });

  it('resumes at the saved position with Resume', async () => {
    const first = makeLecture(1, { title: 'Getting started', durationSeconds: 1800, progress: makeProgress(1, 95) });
    const { user } = await openLectures([first]);
    const element = video();
    const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
    fireEvent.loadedMetadata(element);
    await user.click(screen.getByRole('button', { name: 'Resume from 1:35' }));
    expect(element.currentTime).toBe(95);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('resumes a position saved early in the lecture, where the learner stopped', async () => {
    await openLectures([
      makeLecture(1, { title: 'Getting started', durationSeconds: 600, progress: makeProgress(1, 22) }),
    ]);
    const element = video();
    fireEvent.loadedMetadata(element);
    expect(element.currentTime).toBe(22);
    expect(screen.getByRole('button', { name: 'Resume from 0:22' })).toBeInTheDocument();
  });

  it('asks nothing for a lecture never played or saved near its end', async () => {
    await openLectures([
      makeLecture(1, { title: 'Getting started', durationSeconds: 600, progress: makeProgress(1, 0) }),
      makeLecture(2, { title: 'Hooks in depth', durationSeconds: 600, progress: makeProgress(2, 595) }),
    ]);
    fireEvent.loadedMetadata(video());
    expect(video().currentTime).toBe(0);
    expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
    fireEvent.click(within(lectureList()).getByRole('button', { name: 'Hooks in depth' }));
    await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' });
    expect(screen.queryByRole('button', { name: /^Resume from/ })).not.toBeInTheDocument();
  });

  it('marks completed lectures and shows where the learner stopped in the others', async () => {
    await openLectures([
      makeLecture(1, { title: 'Getting started', progress: makeProgress(1, 65, true) }),
      makeLecture(2, { title: 'Hooks in depth', progress: makeProgress(2, 42) }),
      makeLecture(3, { title: 'Effects' }),
    ]);
    const list = within(lectureList());
    expect(list.getByText('Completed')).toBeInTheDocument();
    const done = list.getByRole('button', { name: 'Getting started' });
    expect(done).toHaveAccessibleDescription('1 min Completed');
    // The ✓ is in the row (its button), not a paragraph of its own under it.
    expect(within(done).getByText('✓')).toBeInTheDocument();
    expect(list.getAllByText('✓')).toHaveLength(1);
    expect(list.getByRole('button', { name: 'Hooks in depth' })).toHaveAccessibleDescription('2 min Stopped at 0:42');
    expect(list.getByRole('button', { name: 'Effects' })).toHaveAccessibleDescription('3 min');
  });

  it('saves the position every 10 s of playback and on pause; the list shows it', async () => {
    await openLectures(
      [makeLecture(1, { title: 'Getting started', durationSeconds: 600 }), makeLecture(2, { title: 'Hooks in depth' })],
      [saved('l-1', 12), saved('l-1', 15.5)],
    );
    const element = video();
    fireEvent.playing(element);
    playAt(element, 4);
    fireEvent.timeUpdate(element);
    playAt(element, 12);
    fireEvent.timeUpdate(element);
    expect(await within(lectureList()).findByText('Stopped at 0:12')).toBeInTheDocument();

    element.currentTime = 15.5;
    Object.defineProperty(element, 'paused', { value: true, configurable: true });
    fireEvent.pause(element);
    expect(await within(lectureList()).findByText('Stopped at 0:16')).toBeInTheDocument();
  });

  it('saves nothing before playback starts; a hidden page then sends a keepalive request with the session cookie', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await openLectures([makeLecture(1, { title: 'Getting started', durationSeconds: 600 })]);
    const element = video();
    element.currentTime = 30;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.playing(element);
    playAt(element, 47);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    const body = JSON.parse(String(init?.body));
    expect(body.query).toContain('saveLectureProgress');
    expect(body.variables).toEqual({ lectureId: 'l-1', positionSeconds: 47 });
    hidden.mockRestore();
  });

  it('marks a lecture complete by hand, and not complete again; the list follows', async () => {
    const { user } = await openLectures(
      [makeLecture(1, { title: 'Getting started' }), makeLecture(2, { title: 'Hooks in depth' })],
      [markedCompleted('l-1', true), markedCompleted('l-1', false)],
    );
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('button', { name: 'Mark as not complete' })).toBeInTheDocument();
    expect(within(lectureList()).getByText('Completed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as not complete' }));
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
    expect(within(lectureList()).queryByText('Completed')).not.toBeInTheDocument();
  });

  it('counts down to the next lecture when one ends; Cancel stays, Play now goes on', async () => {
    const { user, router } = await openLectures([
      makeLecture(1, { title: 'Getting started' }),
      makeLecture(2, { title: 'Hooks in depth' }),
    ]);
    fireEvent.ended(video());
    const next = screen.getByRole('region', { name: 'Next lecture' });
    expect(within(next).getByRole('status')).toHaveTextContent('Next: Hooks in depth');
    await user.click(within(next).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Next lecture' })).not.toBeInTheDocument();

    fireEvent.ended(video());
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?course=c-react&lecture=l-2');
  });

  it('starts the next lecture by itself when the countdown ends', async () => {
    await openLectures([makeLecture(1, { title: 'Getting started' }), makeLecture(2, { title: 'Hooks in depth' })]);
    // The countdown's seconds on a fake clock: five real ones were a race on a loaded machine.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.ended(video());
      for (let second = 0; second < NEXT_LECTURE_SECONDS; second += 1) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Hooks in depth' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('autoplay');
  });

  it("shows the course's progress, which follows a lecture marked complete", async () => {
    const { user } = await openLectures(
      [makeLecture(1, { title: 'Getting started' }), makeLecture(2, { title: 'Hooks in depth' })],
      [courseProgressMock(0), markedCompleted('l-1', true), courseProgressMock(1)],
    );
    expect(await screen.findByText('0 of 2 lectures, 0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText('1 of 2 lectures, 50%')).toBeInTheDocument();
  });

  it('asks for the course progress again when a save completes the lecture', async () => {
    await openLectures(
      [makeLecture(1, { title: 'Getting started', durationSeconds: 100 }), makeLecture(2, { title: 'Hooks in depth' })],
      [courseProgressMock(0), saved('l-1', 100, true), courseProgressMock(1)],
    );
    expect(await screen.findByText('0 of 2 lectures, 0%')).toBeInTheDocument();
    const element = video();
    fireEvent.playing(element);
    element.currentTime = 100;
    fireEvent.ended(element);
    expect(await screen.findByText('1 of 2 lectures, 50%')).toBeInTheDocument();
  });

  it('offers no countdown after the last lecture', async () => {
    await openLectures([makeLecture(1, { title: 'Getting started' })]);
    fireEvent.ended(video());
    expect(screen.queryByRole('region', { name: 'Next lecture' })).not.toBeInTheDocument();
  });
});
