import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, makeCourse } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { makeLecture } from '../../../../test/lectureFixtures';
import { renderLectureScreen } from '../../../../test/lectureScreen';
import { type Mocks, mock } from '../../../../test/mocks';
import { CourseLecturesQuery } from '../documents';

const course = makeCourse({ numberOfLectures: 1 });
const subscriber = makeUser('USER', activeUser);
const lecturesOf = (...lectures: ReturnType<typeof makeLecture>[]): Mocks[number] =>
  mock({
    request: { query: CourseLecturesQuery, variables: { courseId: 'c-react' } },
    result: { data: { lectures } },
  });

const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of /);

async function openPlayer(lecture = makeLecture(1, { title: 'Getting started' })) {
  const view = await renderLectureScreen('/course/displaylecture', course, {
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
    // Loaded once the device holds its lease.
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
  });

  it('gives the seek bar its storyboard as a default thumbnails track, none without one', async () => {
    const storyboardUrl = '/media/lectures/l-1/storyboard/v1/storyboard.vtt';
    const view = await openPlayer(makeLecture(1, { title: 'Getting started', storyboardUrl }));
    // What media-chrome's seek bar reads its preview frames from: a metadata track labelled "thumbnails".
    const track = video().querySelector('track[kind="metadata"][label="thumbnails"]');
    expect(track).toHaveAttribute('src', storyboardUrl);
    expect(track).toHaveAttribute('default');
    view.unmount();
    await openPlayer(makeLecture(1, { title: 'Getting started' }));
    expect(video().querySelector('track')).toBeNull();
  });

  it('falls back to the progressive file where neither hls.js nor the browser plays HLS', async () => {
    await openPlayer(makeLecture(1, { title: 'Getting started', hlsUrl: '/media/lectures/l-1/hls.m3u8' }));
    // jsdom has no Media Source Extensions and no native HLS: hls.js is loaded, asked, and declines.
    await waitFor(() => expect(video()).toHaveAttribute('src', '/media/lectures/l-1'));
  });

  it('names the player after the lecture and announces what a keyboard shortcut did', async () => {
    await openPlayer();
    const player = screen.getByRole('region', { name: 'Player: Getting started' });
    expect(player).toHaveAttribute('aria-description', expect.stringContaining('Space or K: play or pause.'));
    // media-chrome's controller answers a key by sending itself a request; its buttons send theirs from themselves.
    fireEvent(player, new CustomEvent('mediaseekrequest', { detail: 65, bubbles: true, composed: true }));
    expect(await screen.findByText('At 1:05')).toBeInTheDocument();
    const button = player.querySelector('media-play-button');
    fireEvent(button!, new CustomEvent('mediapauserequest', { bubbles: true, composed: true }));
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    fireEvent(player, new CustomEvent('mediaplaybackraterequest', { detail: '1.25', bubbles: true, composed: true }));
    expect(await screen.findByText('Speed 1.25x')).toBeInTheDocument();
  });

  it('puts the controls over the video, without a captions button while it has no text tracks', async () => {
    await openPlayer();
    const player = screen.getByRole('region', { name: 'Player: Getting started' });
    expect(within(player).getByLabelText(/^Video of /)).toHaveAttribute('slot', 'media');
    for (const control of [
      'media-play-button',
      'media-time-range',
      'media-rendition-menu-button',
      'media-fullscreen-button',
    ]) {
      expect(player.querySelector(`media-control-bar ${control}`)).not.toBeNull();
    }
    expect(player.querySelector('media-playback-rate-menu')).toHaveAttribute('rates', '0.75 1 1.25 1.5 1.75 2');
    expect(player.querySelector('media-captions-button')).toBeNull();
  });

  it("spins a CSS spinner of its own while loading, media-chrome's SMIL one stopped (it repainted every frame)", async () => {
    await openPlayer();
    const indicator = screen
      .getByRole('region', { name: 'Player: Getting started' })
      .querySelector('media-loading-indicator');
    expect(indicator?.querySelector('svg[slot="icon"]')).not.toBeNull();
    expect(indicator?.shadowRoot?.querySelector('svg')?.animationsPaused()).toBe(true);
  });

  it("gives the video the lecture's ready caption tracks, not those still being transcribed", async () => {
    const track = (id: string, language: string, label: string, status: 'READY' | 'PROCESSING') => ({
      __typename: 'CaptionTrack' as const,
      id,
      url: status === 'READY' ? `/media/lectures/l-1/captions/${language}.vtt?v=1` : null,
      language,
      label,
      kind: 'captions' as const,
      status,
    });
    await openPlayer(
      makeLecture(1, {
        title: 'Getting started',
        captions: [track('t-en', 'en', 'English (automatic)', 'READY'), track('t-fr', 'fr', 'Français', 'PROCESSING')],
      }),
    );
    const tracks = video().querySelectorAll('track');
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toHaveAttribute('src', '/media/lectures/l-1/captions/en.vtt?v=1');
    expect(tracks[0]).toHaveAttribute('srclang', 'en');
    expect(tracks[0]).toHaveAttribute('label', 'English (automatic)');
    expect(tracks[0]).toHaveAttribute('kind', 'captions');
  });

  it('tells an admin previewing a lecture still processing what they are watching', async () => {
    const processing = makeLecture(1, {
      title: 'Fresh upload',
      status: 'PROCESSING',
      processingProgress: 37,
      durationSeconds: null,
    });
    await renderLectureScreen('/course/displaylecture', course, {
      session: 'ADMIN',
      mocks: [lecturesOf(processing), lecturesOf(processing)],
    });
    await screen.findByRole('heading', { level: 2, name: 'Fresh upload' });
    expect(screen.getByRole('note')).toHaveTextContent('Processing 37%: you are previewing the original upload');
    expect(video()).toHaveAttribute('src', '/media/lectures/l-1');
  });
});
