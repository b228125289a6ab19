import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../../app/Layout';
import { renderApp } from '../../../../test/renderApp';
import { memoryAnswerStore, type SavedAnswer } from '../answers/answerStore';
import { reportOfflineMiss } from '../answers/offlineStatus';
import { OfflinePage } from './OfflinePage';

const saved = (operationName: string, data: unknown, savedAt = 1): SavedAnswer => ({
  key: `${operationName}:${savedAt}`,
  operationName,
  variables: {},
  data,
  savedAt,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflinePage', () => {
  it('links to the saved places: My learning, the catalogue, and the opened courses newest first', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = memoryAnswerStore();
    await store.put(saved('MyLearningPageQuery', { continueWatching: [] }));
    await store.put(saved('CourseCatalogQuery', { courses: { edges: [] } }));
    await store.put(saved('CourseDescriptionPageQuery', { course: { id: 'c1', title: 'Node.js basics' } }, 2));
    await store.put(saved('DisplayLecturesPageQuery', { course: { id: 'c2', title: 'SQL in a week' } }, 3));
    renderApp({ routes: [{ path: '/', element: <OfflinePage store={store} /> }] });

    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    const places = within(await screen.findByRole('navigation', { name: 'Available offline' }));
    expect(places.getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/my-learning');
    expect(places.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    const courses = screen.getAllByRole('listitem');
    expect(courses.map((item) => item.textContent)).toEqual(['SQL in a weekLectures', 'Node.js basics']);
    expect(within(courses[1] as HTMLElement).getByRole('link', { name: 'Node.js basics' })).toHaveAttribute(
      'href',
      '/course/description?id=c1',
    );
    expect(within(courses[0] as HTMLElement).getByRole('link', { name: 'Lectures' })).toHaveAttribute(
      'href',
      '/course/displaylectures?course=c2',
    );
  });

  it('says how to fill it when nothing is saved, and online names itself after what it lists', async () => {
    renderApp({ routes: [{ path: '/', element: <OfflinePage store={memoryAnswerStore()} /> }] });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved on this device' })).toBeInTheDocument();
    expect(await screen.findByText(/Nothing has been saved on this device yet/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Available offline' })).not.toBeInTheDocument();
  });

  it("replaces, inside the frame, a page whose data is neither online nor saved, until the connection's back", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp({
      path: '/lessons',
      routes: [{ path: '/', element: <Layout />, children: [{ path: 'lessons', element: <p>Lessons page</p> }] }],
    });
    expect(screen.getByText('Lessons page')).toBeInTheDocument();

    act(() => reportOfflineMiss());
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.queryByText('Lessons page')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Lessons page')).toBeInTheDocument();
  });
});
