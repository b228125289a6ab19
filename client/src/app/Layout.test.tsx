import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freezeClock } from '../test/clock';
import { homeSectionsMock } from '../test/courseFixtures';
import { renderApp } from '../test/renderApp';

describe('layout and public pages', () => {
  freezeClock('2027-03-15T10:00:00.000Z');

  it('shows the footer with the current year and four labelled social links', async () => {
    renderApp({ path: '/', mocks: [homeSectionsMock()] });
    const copyright = await screen.findByText('Copyright 2027 | All rights reserved');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toContainElement(copyright);
    const links = within(footer).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Twitter',
    ]);
  });

  it("home links 'Explore Courses' to /courses and 'Contact Us' to /contact", async () => {
    renderApp({ path: '/', mocks: [homeSectionsMock()] });
    expect(await screen.findByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('about page shows the mission and the mentor carousel', async () => {
    renderApp({ path: '/about' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our mentors' })).toBeInTheDocument();
  });

  it('Go Back on the 404 screen returns to the previous page', async () => {
    const { user, router } = renderApp({ path: '/about' });
    await screen.findByRole('region', { name: 'Our mentors' });
    act(() => router.navigate('/missing'));
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('Go Back goes home when there is no previous page', async () => {
    const { user, router } = renderApp({ path: '/missing', mocks: [homeSectionsMock()] });
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
