import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { Layout } from './Layout';
import { page } from './lazyPages';

function Broken(): never {
  throw new Error('render failed');
}

const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'broken', element: <Broken /> },
      { path: 'fine', element: <p>Fine page</p> },
    ],
  },
];

describe('AppRoutes', () => {
  it('shows the error screen for a page that throws, and the next page after a navigation', async () => {
    // React reports the caught error on the console; the screen is what this test checks.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp({ path: '/broken', routes });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    act(() => router.navigate('/fine'));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it("keeps the app's frame when a page's code cannot be fetched offline, and loads it on 'Try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<{ Lessons: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Lessons: () => <p>Lessons page</p> });
    const offlineRoutes = [
      {
        path: '/',
        element: <Layout />,
        children: [{ path: 'lessons', element: page(load, (module) => module.Lessons) }],
      },
    ];
    const { user } = renderApp({ path: '/lessons', routes: offlineRoutes });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You are offline');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    offline.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lessons page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
