import { act, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHydrated, PageHydratedContext } from './pageHydrated';

function Page() {
  const [previewing, setPreviewing] = useState(false);
  return (
    <button type="button" onClick={() => setPreviewing(true)}>
      {previewing ? 'Previewing' : 'Preview'}
    </button>
  );
}

/** The layout's shape: a header hydrated with the root, the page behind a Suspense boundary with the marker. */
const screenOf = (page: React.ReactNode, onHydrated: () => void) => (
  <PageHydratedContext value={onHydrated}>
    <header>CourseHub</header>
    <Suspense fallback={<p>Loading</p>}>
      <main>{page}</main>
      <PageHydrated />
    </Suspense>
  </PageHydratedContext>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('PageHydrated', () => {
  it('tells once the page has hydrated, not when the root commits while its code still loads', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(screenOf(<Page />, () => {}));
    document.body.append(container);
    let loadPage: (module: { default: typeof Page }) => void = () => {};
    const LazyPage = lazy(() => new Promise<{ default: typeof Page }>((resolve) => (loadPage = resolve)));
    const onHydrated = vi.fn();

    await act(async () => {
      root = hydrateRoot(container, screenOf(<LazyPage />, onHydrated));
    });
    // The page's server HTML is on screen but dehydrated: React drops a click on it.
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(onHydrated).not.toHaveBeenCalled();

    await act(async () => loadPage({ default: Page }));
    expect(onHydrated).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Previewing' })).toBeInTheDocument();
  });
});
