import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { TranscriptPanel } from './TranscriptPanel';
import { lineAt } from './useTranscript';

const VTT = `WEBVTT

00:00:01.000 --> 00:00:04.000
Welcome to the course.

00:00:04.500 --> 00:00:09.000
Today: the <b>event loop</b>,
and why it never blocks.

00:01:15.000 --> 00:01:20.000
Promises queue microtasks.
`;

const TRACKS = [
  { id: 't-en', url: '/media/lectures/l-1/captions/en.vtt?v=2', language: 'en', label: 'English' },
  { id: 't-fr', url: '/media/lectures/l-1/captions/fr.vtt?v=1', language: 'fr', label: 'Français' },
];

/** The server's answer to the caption file's request (the network is the one thing a client test stands in for). */
function serve(files: Record<string, string | number>) {
  const fetch = vi.fn(async (url: string) => {
    const file = files[url];
    return typeof file === 'string' ? new Response(file, { status: 200 }) : new Response('', { status: file ?? 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel() {
  const video = document.createElement('video');
  vi.spyOn(video, 'play').mockResolvedValue(undefined);
  const view = render(
    <Provider>
      <TranscriptPanel video={video} tracks={TRACKS} lectureTitle="Async JavaScript" />
    </Provider>,
  );
  return { ...view, video, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TranscriptPanel', () => {
  it('shows each cue as a line with its time, markup dropped and lines joined, and a click plays from there', async () => {
    const fetch = serve({ [TRACKS[0]!.url]: VTT });
    const { video, user } = renderPanel();
    const line = await screen.findByRole('button', { name: '0:04: Today: the event loop, and why it never blocks.' });
    expect(fetch).toHaveBeenCalledWith(TRACKS[0]!.url, expect.objectContaining({ credentials: 'same-origin' }));
    expect(screen.getByRole('button', { name: '1:15: Promises queue microtasks.' })).toBeInTheDocument();
    await user.click(line);
    expect(video.currentTime).toBe(4.5);
    expect(video.play).toHaveBeenCalled();
  });

  it('highlights the line being said as the video plays', async () => {
    serve({ [TRACKS[0]!.url]: VTT });
    const { video } = renderPanel();
    const welcome = await screen.findByRole('button', { name: /^0:01: Welcome/ });
    expect(welcome).not.toHaveAttribute('aria-current');
    act(() => {
      video.currentTime = 2;
      fireEvent.timeUpdate(video);
    });
    expect(welcome).toHaveAttribute('aria-current', 'true');
    act(() => {
      video.currentTime = 76;
      fireEvent.timeUpdate(video);
    });
    expect(welcome).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: /^1:15: Promises/ })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the lines that say what is searched, and says when none does', async () => {
    serve({ [TRACKS[0]!.url]: VTT });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: /^0:01: Welcome/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'EVENT');
    const list = screen.getByRole('list', { name: 'Transcript' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 line');
    await user.clear(screen.getByRole('searchbox', { name: 'Search the transcript' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'closures');
    expect(screen.getByRole('status')).toHaveTextContent('“closures” is not said in this lecture.');
  });

  it('switches language, and says so when a transcript cannot be loaded', async () => {
    serve({ [TRACKS[0]!.url]: VTT, [TRACKS[1]!.url]: 403 });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: /^0:01: Welcome/ });
    expect(screen.getByRole('link', { name: 'Download .vtt' })).toHaveAttribute('href', TRACKS[0]!.url);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transcript language' }), 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('The transcript could not be loaded.');
  });
});

describe('lineAt', () => {
  const lines = [
    { start: 1, end: 4, text: 'a' },
    { start: 4.5, end: 9, text: 'b' },
  ];
  it('names the cue being said, and none in a gap or before the first', () => {
    expect(lineAt(lines, 0.5)).toBe(-1);
    expect(lineAt(lines, 1)).toBe(0);
    expect(lineAt(lines, 4.2)).toBe(-1);
    expect(lineAt(lines, 8.99)).toBe(1);
    expect(lineAt(lines, 9)).toBe(-1);
  });
});
