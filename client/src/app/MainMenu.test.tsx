import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homePageMocks } from '../test/courseFixtures';
import { renderApp } from '../test/renderApp';

// The drawer's chunk cannot be fetched, as offline.
vi.mock('./DrawerMenu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the menu button offline', () => {
  it("keeps the app's frame and says why the menu did not open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderApp({ session: 'USER', mocks: homePageMocks });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(
      await screen.findByText(
        'You are offline, so the menu could not be opened. Check your connection, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
