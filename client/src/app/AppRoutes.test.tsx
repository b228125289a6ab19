import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';
import { Layout } from './Layout';

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
});
