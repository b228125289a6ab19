import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Provider } from '../../../../components/ui/provider';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { LectureQuestionsQuery } from '../discussionDocuments';
import { LectureQA } from './LectureQA';
import { PostBody } from './PostBody';

const COURSE = '11111111-1111-4111-8111-111111111111';
const LECTURE = '22222222-2222-4222-8222-222222222222';

const post = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Post' as const,
  id: '33333333-3333-4333-8333-333333333333',
  parentId: null,
  title: 'Why does the effect run twice?',
  body: 'In **dev** mode.',
  videoSeconds: 192,
  upvotes: 4,
  replyCount: 2,
  acceptedReplyId: null,
  answered: true,
  hidden: false,
  locked: false,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  editedAt: null,
  authorName: 'Asha Learner',
  byInstructor: false,
  mine: false,
  upvotedByMe: false,
  reportCount: 0,
  ...overrides,
});

const questions = (nodes: ReturnType<typeof post>[]) =>
  mock({
    request: {
      query: LectureQuestionsQuery,
      variables: { courseId: COURSE, lectureId: LECTURE, sort: 'NEWEST', search: null, first: 10 },
    },
    result: {
      data: {
        courseQuestions: {
          __typename: 'PostConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ __typename: 'PostEdge' as const, node })),
        },
      },
    },
  });

function renderQA(video: HTMLVideoElement | null, nodes = [post()]) {
  return renderApp({
    session: 'USER',
    mocks: [questions(nodes)],
    routes: [{ path: '/', element: <LectureQA courseId={COURSE} lectureId={LECTURE} video={video} /> }],
  });
}

/** A video element whose play() resolves (jsdom has no media playback). */
function fakeVideo(currentTime = 0) {
  const video = document.createElement('video');
  video.currentTime = currentTime;
  video.play = () => Promise.resolve();
  video.scrollIntoView = () => undefined;
  return video;
}

describe('the lecture Q&A', () => {
  it('lists questions with their moment, which seeks the player', async () => {
    const video = fakeVideo();
    const view = renderQA(video);
    const card = await screen.findByRole('article', { name: 'Why does the effect run twice?' });
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText('dev').tagName).toBe('STRONG');
    expect(within(card).getByRole('button', { name: '2 answers' })).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Play from 3:12' }));
    expect(video.currentTime).toBe(192);
  });

  it('marks an instructor and says what to do when there is no question', async () => {
    renderQA(null, [post({ byInstructor: true, authorName: 'Ada Instructor', videoSeconds: null })]);
    const card = await screen.findByRole('article', { name: 'Why does the effect run twice?' });
    expect(within(card).getByText('Instructor')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Play from/ })).toBeNull();
  });

  it('shows the empty state', async () => {
    renderQA(null, []);
    expect(await screen.findByText(/No questions yet/)).toBeInTheDocument();
  });

  it('offers the player’s moment when asking, and checks the title with the server’s message', async () => {
    const view = renderQA(fakeVideo(75.6));
    await screen.findByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'Ask a question' }));
    const form = screen.getByRole('form', { name: 'Ask a question' });
    expect(within(form).getByRole('checkbox', { name: 'At 1:15 in the video' })).toBeChecked();
    await view.user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByText('Give your question a short title')).toBeInTheDocument();
  });
});

describe('a post’s text', () => {
  it('renders no HTML, drops unsafe links, and marks links as user content', () => {
    render(
      <Provider>
        <PostBody
          text={
            '<img src=x onerror="alert(1)"><b>bold</b>\n[bad](javascript:alert(1)) [docs](https://react.dev)\nline two'
          }
        />
      </Provider>,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs).toHaveAttribute('href', 'https://react.dev');
    expect(docs).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(screen.getByText(/line two/)).toBeInTheDocument();
  });
});
