import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activeUser, makeCourse, renderWithCourse } from '../../../test/courseFixtures';
import { makeUser } from '../../../test/fixtures';
import { makeLecture } from '../../../test/lectureFixtures';
import { type Mocks, mock } from '../../../test/mocks';
import { CourseLecturesQuery } from '../documents';

const course = makeCourse({ numberOfLectures: 1 });
const subscriber = makeUser('USER', activeUser);
const lecturesOf = (...lectures: ReturnType<typeof makeLecture>[]): Mocks[number] =>
  mock({
    request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
    result: { data: { lectures } },
  });

const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of /);
const player = () => screen.getByRole('group', { name: /^Player: / });
const announced = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

async function openPlayer(lecture = makeLecture(1, { title: 'Getting started' })) {
  const view = await renderWithCourse('/course/displaylecture', course, {
    session: subscriber,
    mocks: [lecturesOf(lecture)],
  });
  await screen.findByRole('heading', { level: 2, name: lecture.title });
  return view;
}

describe('LecturePlayer', () => {
  it('shows the poster before play and plays the progressive file when there is no playlist', async () => {
    await openPlayer(makeLecture(1, { title: 'Getting started', posterUrl: '/media/lectures/l-1/poster.jpg?v=1' }));
    expect(video()).toHaveAttribute('poster', '/media/lectures/l-1/poster.jpg?v=1');
    expect(video()).toHaveAttribute('src', '/media/lectures/l-1');
    // One file, no ladder: no quality menu, but the speeds.
    expect(screen.queryByLabelText('Quality')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Speed')).toHaveValue('1');
  });

  it('falls back to the progressive file where neither hls.js nor the browser plays HLS', async () => {
    await openPlayer(makeLecture(1, { title: 'Getting started', hlsUrl: '/media/lectures/l-1/hls.m3u8' }));
    // jsdom has no Media Source Extensions and no native HLS: hls.js is loaded, asked, and declines.
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
  });

  it('answers the keyboard while the player has focus: space, arrows, m and f', async () => {
    const { user } = await openPlayer();
    const element = video();
    const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(element, 'pause').mockImplementation(() => undefined);
    Object.defineProperty(element, 'duration', { value: 60, configurable: true });
    player().focus();

    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(1);
    announced('Playing');
    Object.defineProperty(element, 'paused', { value: false, configurable: true });
    await user.keyboard(' ');
    expect(pause).toHaveBeenCalledTimes(1);
    announced('Paused');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(element.currentTime).toBe(10);
    announced('Forward 5 seconds');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(element.currentTime).toBe(0);

    element.volume = 0.5;
    await user.keyboard('{ArrowUp}');
    expect(element.volume).toBe(0.6);
    announced('Volume 60%');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(element.volume).toBe(0.4);

    await user.keyboard('m');
    expect(element.muted).toBe(true);
    announced('Muted');
    await user.keyboard('m');
    expect(element.muted).toBe(false);

    const fullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(element, 'requestFullscreen', { value: fullscreen, configurable: true });
    await user.keyboard('f');
    expect(fullscreen).toHaveBeenCalledTimes(1);
    announced('Full screen');
  });

  it('leaves keys alone outside the player and with modifiers', async () => {
    const { user } = await openPlayer();
    const element = video();
    await user.click(screen.getByLabelText('Speed'));
    await user.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(0);
    player().focus();
    const event = fireEvent.keyDown(player(), { key: 'ArrowRight', ctrlKey: true });
    expect(event).toBe(true);
    expect(element.currentTime).toBe(0);
  });

  it('changes the playback speed from 0.75x to 2x', async () => {
    const { user } = await openPlayer();
    const speed = screen.getByLabelText('Speed');
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.75x', '1x', '1.25x', '1.5x', '1.75x', '2x']);
    await user.selectOptions(speed, '1.5x');
    expect(video().playbackRate).toBe(1.5);
    announced('Speed 1.5x');
    await user.selectOptions(speed, '0.75x');
    expect(video().playbackRate).toBe(0.75);
  });

  it('tells an admin previewing a lecture still processing what they are watching', async () => {
    await renderWithCourse('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [
        lecturesOf(
          makeLecture(1, {
            title: 'Fresh upload',
            status: 'PROCESSING',
            processingProgress: 37,
            durationSeconds: null,
          }),
        ),
        lecturesOf(
          makeLecture(1, {
            title: 'Fresh upload',
            status: 'PROCESSING',
            processingProgress: 37,
            durationSeconds: null,
          }),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Fresh upload' });
    expect(screen.getByRole('note')).toHaveTextContent('Processing 37%: you are previewing the original upload');
    expect(video()).toHaveAttribute('src', '/media/lectures/l-1');
  });
});
