import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringEachTime, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { InboxPageQuery, InboxUnreadCountQuery, MarkInboxReadMutation } from '../inboxDocuments';

const item = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'InboxItem' as const,
  id,
  kind: 'NEW_LECTURE' as const,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  read: false,
  courseId: 'c-docker',
  courseTitle: 'Docker in practice',
  lectureId: `l-${id}`,
  lectureTitle: 'Volumes',
  questionId: null,
  questionTitle: null,
  actorName: null,
  certificateCode: null,
  pathTitle: null,
  teamName: null,
  invitationId: null,
  ...overrides,
});

const answered = item('i-answer', {
  kind: 'QUESTION_ANSWERED',
  questionId: 'q-1',
  questionTitle: 'Why does my container exit?',
  actorName: 'Ravi Instructor',
  lectureTitle: 'Entrypoints',
});
const invitation = item('i-team', {
  kind: 'TEAM_INVITATION',
  courseId: null,
  courseTitle: null,
  lectureId: null,
  lectureTitle: null,
  actorName: 'Meera Owner',
  teamName: 'Acme Learning',
  invitationId: 'inv-1',
});
const certificate = item('i-cert', {
  kind: 'CERTIFICATE_ISSUED',
  lectureId: null,
  lectureTitle: null,
  certificateCode: 'ABCD-EFGH-JKLM',
  read: true,
});

const page = (
  items: ReturnType<typeof item>[],
  unread: number,
  pageInfo = { hasNextPage: false, endCursor: null as string | null },
  after: string | null = null,
) =>
  mock({
    request: { query: InboxPageQuery, variables: after ? { after } : {} },
    result: {
      data: {
        inbox: {
          __typename: 'InboxItemConnection' as const,
          totalCount: items.length,
          pageInfo: { __typename: 'PageInfo' as const, ...pageInfo },
          edges: items.map((node) => ({ __typename: 'InboxItemEdge' as const, node })),
        },
        inboxUnreadCount: unread,
      },
    },
  });

const badge = (count: number) =>
  answeringEachTime(mock({ request: { query: InboxUnreadCountQuery }, result: { data: { inboxUnreadCount: count } } }));

const marked = (ids: string[] | null, items: { id: string }[], unreadCount: number) =>
  mock({
    request: { query: MarkInboxReadMutation, variables: { ids } },
    result: {
      data: {
        markInboxRead: {
          __typename: 'MarkInboxReadPayload' as const,
          unreadCount,
          items: items.map(({ id }) => ({ __typename: 'InboxItem' as const, id, read: true })),
        },
      },
    },
  });

const rows = () => within(screen.getByRole('list', { name: 'Inbox items' })).getAllByRole('listitem');

describe('InboxPage', () => {
  it('lists what the learner was told, newest first, with where and when, and the unread ones marked', async () => {
    renderApp({ path: '/inbox', session: 'USER', mocks: [page([answered, item('i-new'), certificate], 2), badge(2)] });
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Ravi Instructor answered your question “Why does my container exit?”');
    expect(first).toHaveTextContent('Docker in practice · Entrypoints');
    expect(first).toHaveTextContent('2 hours ago');
    expect(within(first as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(second).toHaveTextContent('New lecture in Docker in practice: Volumes');
    expect(third).toHaveTextContent('You earned your certificate for Docker in practice');
    expect(third).toHaveTextContent('Open, download or share your certificate');
    expect(within(third as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(third as HTMLElement).getByRole('link')).toHaveAttribute('href', '/certificate?code=ABCD-EFGH-JKLM');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/course/displaylecture?course=c-docker&lecture=l-i-answer',
    );
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox, 2 unread' })).toBeInTheDocument();
  });

  it("tells of a team's invitation, which opens its join page without the mail's token", async () => {
    renderApp({ path: '/inbox', session: 'USER', mocks: [page([invitation], 1), badge(1)] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const [row] = rows();
    expect(row).toHaveTextContent('Meera Owner invited you to join the team “Acme Learning”');
    expect(row).toHaveTextContent('Open to see the team and join it');
    expect(within(row as HTMLElement).getByRole('link')).toHaveAttribute('href', '/team/join?invitation=inv-1');
  });

  it("tells of a learning path's certificate by the path's name", async () => {
    const pathCertificate = item('i-path', {
      kind: 'CERTIFICATE_ISSUED',
      courseId: null,
      courseTitle: null,
      lectureId: null,
      lectureTitle: null,
      pathTitle: 'Backend engineer',
      certificateCode: 'PATH-CODE-0001',
    });
    renderApp({ path: '/inbox', session: 'USER', mocks: [page([pathCertificate], 1), badge(1)] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const [row] = rows();
    expect(row).toHaveTextContent('You earned your certificate for Backend engineer');
    expect(within(row as HTMLElement).getByRole('link')).toHaveAttribute('href', '/certificate?code=PATH-CODE-0001');
  });

  it("marks everything read with 'Mark all as read', and the header's badge follows", async () => {
    const { user } = renderApp({
      path: '/inbox',
      session: 'USER',
      mocks: [page([answered, item('i-new')], 2), badge(2), marked(null, [answered, item('i-new')], 0)],
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('marks an unread item read as it is opened, and opens where it leads', async () => {
    const { user, router } = renderApp({
      path: '/inbox',
      session: 'USER',
      mocks: [page([item('i-new')], 1), badge(1), marked(['i-new'], [item('i-new')], 0)],
    });
    await user.click(await screen.findByRole('link', { name: 'New lecture in Docker in practice: Volumes' }));
    await waitFor(() => expect(router.state.location?.search).toBe('?course=c-docker&lecture=l-i-new'));
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('loads older items with Load more', async () => {
    const { user } = renderApp({
      path: '/inbox',
      session: 'USER',
      mocks: [
        page([item('i-new')], 0, { hasNextPage: true, endCursor: 'cursor-1' }),
        page(
          [item('i-old', { lectureTitle: 'Networks' })],
          0,
          { hasNextPage: false, endCursor: 'cursor-2' },
          'cursor-1',
        ),
        badge(0),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[1]).toHaveTextContent('Networks');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says where items will come from while there are none', async () => {
    renderApp({ path: '/inbox', session: 'USER', mocks: [page([], 0), badge(0)] });
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });
});
