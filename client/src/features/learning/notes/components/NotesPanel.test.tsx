import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { AddNoteMutation, CourseNotesQuery } from '../notesDocuments';
import { useLectureNotes } from '../useLectureNotes';
import { NotesPanel } from './NotesPanel';

const COURSE = '11111111-1111-4111-8111-111111111111';
const LECTURE = '22222222-2222-4222-8222-222222222222';
const OTHER_LECTURE = '33333333-3333-4333-8333-333333333333';

const note = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Note' as const,
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'NOTE' as const,
  body: 'Pipes **join** commands <script>alert(1)</script> [x](javascript:alert(1))',
  atSeconds: 12,
  lectureId: LECTURE,
  lectureTitle: 'Pipes',
  courseId: COURSE,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const courseNotes = (notes: ReturnType<typeof note>[]) =>
  mock({
    request: { query: CourseNotesQuery, variables: { courseId: COURSE } },
    result: {
      data: {
        courseNotes: {
          __typename: 'CourseNotes',
          courseId: COURSE,
          courseTitle: 'Shell basics',
          markdownUrl: `http://localhost/course-notes/${COURSE}.md`,
          pdfUrl: `http://localhost/course-notes/${COURSE}.pdf`,
          notes,
        },
      },
    },
  });

/** A video element at a moment whose play() resolves (jsdom has no media playback). */
function fakeVideo(currentTime: number) {
  const video = document.createElement('video');
  video.currentTime = currentTime;
  video.play = () => Promise.resolve();
  return video;
}

function Panel({ video }: { video: HTMLVideoElement }) {
  const notes = useLectureNotes(COURSE, LECTURE, true);
  return (
    <NotesPanel
      courseId={COURSE}
      lectureId={LECTURE}
      video={video}
      notes={notes.notes}
      error={notes.error}
      onRetry={notes.refetch}
    />
  );
}

const renderPanel = (video: HTMLVideoElement, mocks: Mocks) =>
  renderApp({ session: 'USER', mocks, routes: [{ path: '/', element: <Panel video={video} /> }] });

describe('the notes panel beside the player', () => {
  it("lists this lecture's notes only, their markdown rendered without HTML or unsafe links", async () => {
    const video = fakeVideo(0);
    renderPanel(video, [courseNotes([note(), note({ id: 'other', lectureId: OTHER_LECTURE, body: 'elsewhere' })])]);
    const list = await screen.findByRole('list', { name: 'My notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('join').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(within(list).queryByRole('link')?.getAttribute('href') ?? '').not.toContain('javascript');
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('adds a note at the moment the video shows and lists it in the order of the video', async () => {
    const video = fakeVideo(75.6);
    const added = note({ id: '55555555-5555-4555-8555-555555555555', body: 'Redirects come next', atSeconds: 75 });
    const view = renderPanel(video, [
      courseNotes([note()]),
      mock({
        request: {
          query: AddNoteMutation,
          variables: { lectureId: LECTURE, input: { kind: 'NOTE', atSeconds: 75, body: 'Redirects come next' } },
        },
        result: { data: { addNote: added } },
      }),
    ]);
    await screen.findByRole('list', { name: 'My notes' });
    await view.user.type(screen.getByRole('textbox', { name: 'New note' }), '  Redirects come next ');
    await view.user.click(screen.getByRole('button', { name: 'Add note at 1:15' }));
    const list = screen.getByRole('list', { name: 'My notes' });
    expect(await within(list).findByText('Redirects come next')).toBeInTheDocument();
    const moments = within(list).getAllByRole('button', { name: /^Play from/ });
    expect(moments.map((button) => button.getAttribute('aria-label'))).toEqual(['Play from 0:12', 'Play from 1:15']);
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    await view.user.click(moments[0] as HTMLElement);
    expect(video.currentTime).toBe(12);
  });

  it('says what to do when the lecture has no notes yet', async () => {
    renderPanel(fakeVideo(0), [courseNotes([])]);
    expect(await screen.findByRole('status')).toHaveTextContent('No notes yet');
    expect(screen.getByRole('button', { name: 'Add note at 0:00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bookmark 0:00' })).toBeEnabled();
  });
});
