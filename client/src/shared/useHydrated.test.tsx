import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

/** A list busy while the browser refreshes what the server rendered: the server never sees it busy. */
function List({ refreshing }: { refreshing: boolean }) {
  const hydrated = useHydrated();
  return <ul aria-label="Courses" aria-busy={hydrated && refreshing} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('lets a value only the browser knows replace the server-rendered one once the page has hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<List refreshing={false} />);
    document.body.append(container);
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('aria-busy', 'false');

    await act(async () => {
      root = hydrateRoot(container, <List refreshing />);
    });
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('aria-busy', 'true');
  });
});
