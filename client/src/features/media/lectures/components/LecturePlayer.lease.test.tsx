import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeUser, makeCourse } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { leaseFields, makeLecture } from '../../../../test/lectureFixtures';
import { renderLectureScreen } from '../../../../test/lectureScreen';
import { type MockResult, type Mocks, mock } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';
import { AcquirePlaybackLeaseMutation, RenewPlaybackLeaseMutation } from '../player/playbackLease';
import { RENEWAL_CHECK_MS } from '../player/usePlaybackLease';

const course = makeCourse({ numberOfLectures: 1 });
const subscriber = makeUser('USER', activeUser);
const lecture = makeLecture(1, { title: 'Getting started' });
const BUSY = 'Your account is already playing on 2 other devices.';

const lectures: Mocks[number] = mock({
  request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
  result: { data: { lectures: [lecture] } },
});
const acquired = (takeOver: boolean, id: string, renewAfterSeconds?: number): Mocks[number] =>
  mock({
    request: { query: AcquirePlaybackLeaseMutation, variables: { lectureId: 'l-1', takeOver } },
    result: { data: { acquirePlaybackLease: leaseFields(id, renewAfterSeconds) } },
  });
const busy: Mocks[number] = mock({
  request: { query: AcquirePlaybackLeaseMutation, variables: { lectureId: 'l-1', takeOver: false } },
  result: { errors: [{ message: BUSY, extensions: { code: 'CONFLICT' } }] },
});
const renewal = (
  leaseId: string,
  answer: { result?: MockResult<typeof RenewPlaybackLeaseMutation>; error?: Error },
): Mocks[number] =>
  mock({
    request: { query: RenewPlaybackLeaseMutation, variables: { leaseId } },
    ...answer,
  });

const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of /);

async function openPlayer(mocks: Mocks) {
  const view = await renderLectureScreen('/course/displaylecture', course, {
    session: subscriber,
    mocks: [lectures, ...mocks],
  });
  await screen.findByRole('heading', { level: 2, name: lecture.title });
  return view;
}

describe('LecturePlayer under the account’s limit of devices playing at once', () => {
  it('loads the lecture once it holds a lease', async () => {
    await openPlayer([acquired(false, 'lease-1')]);
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a third device the account is busy, loads nothing, and plays after stopping the other devices', async () => {
    const { user } = await openPlayer([busy, acquired(true, 'lease-3')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSY);
    expect(screen.queryByLabelText(/^Video of /)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop playback on other devices' }));
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const play = vi.spyOn(video(), 'play').mockResolvedValue(undefined);
    fireEvent.loadedMetadata(video());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('pauses when its renewal finds playback moved to another device, and resumes here by taking over again', async () => {
    const { user } = await openPlayer([
      acquired(false, 'lease-1', 0),
      renewal('lease-1', { result: { errors: [{ message: 'moved', extensions: { code: 'CONFLICT' } }] } }),
      acquired(true, 'lease-2', 60),
    ]);
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
    const element = video();
    const pause = vi.spyOn(element, 'pause').mockImplementation(() => undefined);
    const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);

    // Played (the renewal is due at once: renewAfterSeconds 0).
    fireEvent.play(element);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Playback moved to another device.');
    expect(pause).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Resume here' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(play).toHaveBeenCalledTimes(1);
    expect(video()).toBe(element);
  });

  it('keeps playing when a renewal gets no answer (offline): the server still guards new loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const offline = renewal('lease-1', { error: new Error('Failed to fetch') });
      // Due at every check (renewed after 0 s): both checks ask, and neither gets an answer.
      await openPlayer([acquired(false, 'lease-1', 0), offline, offline]);
      await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
      const element = video();
      const pause = vi.spyOn(element, 'pause').mockImplementation(() => undefined);
      Object.defineProperty(element, 'paused', { value: false, configurable: true });
      await act(() => vi.advanceTimersByTimeAsync(RENEWAL_CHECK_MS));
      await act(() => vi.advanceTimersByTimeAsync(RENEWAL_CHECK_MS));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(pause).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
