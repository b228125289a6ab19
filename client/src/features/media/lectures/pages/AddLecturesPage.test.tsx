import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadLink } from '../../../../app/apollo/uploadLink';
import { fileOfSize } from '../../../../test/courseFixtures';
import { FakeXHR, installFakeXhr } from '../../../../test/fakeXhr';
import { makeLecture, videoFile } from '../../../../test/lectureFixtures';
import { mock, mockLink } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { AddLecturePageQuery } from './AddLecturePage';

installFakeXhr();

const first = makeLecture(1, { title: 'Intro to state' });
const added = (lectures: ReturnType<typeof makeLecture>[]) => ({
  data: {
    addLecture: {
      __typename: 'AddLecturePayload',
      course: { __typename: 'Course', id: 'c-react', numberOfLectures: lectures.length },
      lecture: lectures[lectures.length - 1],
      lectures,
    },
  },
});

async function renderQueue() {
  const view = renderApp({
    path: '/course/addlectures?course=c-react',
    session: 'ADMIN',
    mocks: [
      mock({
        request: { query: AddLecturePageQuery, variables: { id: 'c-react' } },
        result: { data: { course: { __typename: 'Course', id: 'c-react', title: 'React from Scratch' } } },
      }),
    ],
  });
  await screen.findByRole('heading', { name: 'Add Several Lectures' });
  view.client.setLink(mockLink([], new UploadLink({ uri: '/graphql' })));
  return view;
}

/** The request sent after `count` others, once it has been sent. */
async function xhrNumber(count: number) {
  await waitFor(() => expect(FakeXHR.instances.length).toBeGreaterThan(count));
  return FakeXHR.instances[count] as FakeXHR;
}

describe('AddLecturesPage', () => {
  it('queues several videos, titled from their names', async () => {
    const { user } = await renderQueue();
    await user.upload(screen.getByLabelText('Videos'), [
      videoFile('01-intro_to-state.mp4'),
      videoFile('02 effects.webm', 'video/webm', 4096),
    ]);
    const queue = await screen.findByRole('list', { name: 'Queued lectures' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Title of 01-intro_to-state.mp4' })).toHaveValue('01 intro to state');
    expect(screen.getByRole('textbox', { name: 'Title of 02 effects.webm' })).toHaveValue('02 effects');
    expect(screen.getByRole('button', { name: 'Upload 2 lectures' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove 02 effects.webm' }));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload 1 lecture' })).toBeEnabled();
  });

  it('takes videos dropped on the zone and says which dropped files it refused', async () => {
    await renderQueue();
    const files = [fileOfSize('slides.pdf', 'application/pdf'), videoFile('intro.mov', 'video/quicktime')];
    fireEvent.drop(screen.getByLabelText('Videos'), { dataTransfer: { files } });
    expect(await screen.findByText('Not a video we take (MP4, WEBM or MOV): slides.pdf')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title of intro.mov' })).toHaveValue('intro');
    expect(within(screen.getByRole('list', { name: 'Queued lectures' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a text file named .mp4 by its content, and an empty video, before queueing them', async () => {
    const { user } = await renderQueue();
    const notes = new File(['These are my lecture notes.'], 'notes.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByLabelText('Videos'), [
      notes,
      fileOfSize('empty.mp4', 'video/mp4', 0),
      videoFile('intro.mp4'),
    ]);
    expect(await screen.findByText('Not a video we take (MP4, WEBM or MOV): notes.mp4')).toBeInTheDocument();
    expect(screen.getByText('Empty (0 bytes), so not queued: empty.mp4')).toBeInTheDocument();
    const queue = screen.getByRole('list', { name: 'Queued lectures' });
    expect(
      within(queue)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['intro.mp4']);
  });

  it('checks every lecture before sending any, saying what each one lacks, without marking it failed', async () => {
    const { user } = await renderQueue();
    await user.upload(screen.getByLabelText('Videos'), [videoFile('state.mp4'), videoFile('memo.mp4')]);
    await user.type(await screen.findByRole('textbox', { name: 'Description of state.mp4' }), 'useState.');
    await user.clear(screen.getByRole('textbox', { name: 'Title of memo.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Upload 2 lectures' }));

    const memo = screen.getByRole('listitem', { name: 'memo.mp4' });
    expect(await within(memo).findByRole('alert')).toHaveTextContent('Add a title and a description before uploading.');
    expect(memo).toHaveTextContent('Waiting');
    expect(memo).not.toHaveTextContent('Failed');
    expect(
      await screen.findByText('Nothing was uploaded: 1 lecture is missing details. Fill them in, then upload again.'),
    ).toBeInTheDocument();
    expect(FakeXHR.instances).toHaveLength(0);
  });

  it('uploads one after another with their own progress; a failed one stays to retry', async () => {
    const { user } = await renderQueue();
    await user.upload(screen.getByLabelText('Videos'), [
      videoFile('state.mp4'),
      videoFile('effects.mp4'),
      videoFile('memo.mp4'),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Description of state.mp4' }), 'useState.');
    await user.type(screen.getByRole('textbox', { name: 'Description of effects.mp4' }), 'useEffect.');
    await user.type(screen.getByRole('textbox', { name: 'Description of memo.mp4' }), 'useMemo.');
    await user.click(screen.getByRole('button', { name: 'Upload 3 lectures' }));

    const one = await xhrNumber(0);
    act(() => one.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of state.mp4' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    // One at a time: the second has not started.
    expect(FakeXHR.instances).toHaveLength(1);
    act(() => one.respond(added([first])));

    const two = await xhrNumber(1);
    act(() => two.respond({ data: null, errors: [{ message: 'The video is too large' }] }));
    const three = await xhrNumber(2);
    act(() => three.respond(added([first])));

    const rows = within(screen.getByRole('list', { name: 'Queued lectures' }));
    await waitFor(() => expect(rows.getByRole('listitem', { name: 'state.mp4' })).toHaveTextContent('Added'));
    const effects = rows.getByRole('listitem', { name: 'effects.mp4' });
    await waitFor(() => expect(effects).toHaveTextContent('The video is too large'));
    expect(effects).toHaveTextContent('Failed');
    expect(await screen.findByText('2 of 3 lectures added: see the ones that failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload 1 lecture' }));
    const last = await xhrNumber(3);
    act(() => last.respond(added([first])));
    expect(await screen.findByText('1 lecture added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lectures' })).toHaveAttribute(
      'href',
      '/course/displaylecture?course=c-react',
    );
  });

  it('cancels the upload in flight, which stays queued as cancelled', async () => {
    const { user } = await renderQueue();
    await user.upload(screen.getByLabelText('Videos'), [videoFile('state.mp4')]);
    await user.type(await screen.findByRole('textbox', { name: 'Description of state.mp4' }), 'useState.');
    await user.click(screen.getByRole('button', { name: 'Upload 1 lecture' }));
    const xhr = await xhrNumber(0);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    const row = screen.getByRole('listitem', { name: 'state.mp4' });
    await waitFor(() => expect(row).toHaveTextContent('Cancelled'));
    expect(screen.getByRole('button', { name: 'Upload 1 lecture' })).toBeEnabled();
  });

  it('asks before leaving while uploading, in the app and on a reload, and stays when asked to', async () => {
    const { user, router } = await renderQueue();
    await user.upload(screen.getByLabelText('Videos'), [videoFile('state.mp4')]);
    await user.type(await screen.findByRole('textbox', { name: 'Description of state.mp4' }), 'useState.');
    await user.click(screen.getByRole('button', { name: 'Upload 1 lecture' }));
    const xhr = await xhrNumber(0);
    await screen.findByRole('progressbar', { name: 'Upload progress of state.mp4' });

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    act(() => router.navigate('/courses'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave while uploading?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/course/addlectures');
    expect(xhr.aborted).toBe(false);

    act(() => router.navigate('/courses'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses'));
    await waitFor(() => expect(xhr.aborted).toBe(true));
  });
});
