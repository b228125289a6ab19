import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, homeSectionsMock, makeCourse, nothingToContinue } from '../../../../test/courseFixtures';
import { makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';

const react = makeCourse();
const python = makeCourse({ id: 'c-python', title: 'Python for Data Analysis', numberOfLectures: 5 });
const figma = makeCourse({ id: 'c-figma', title: 'Figma for Developers', numberOfLectures: 1 });

const sections = homeSectionsMock({ featured: [python, react], newest: [figma, react, python] });

describe('home below the hero', () => {
  it('keeps the spec texts and shows featured and newest courses, the plan with its price and a call to subscribe', async () => {
    renderApp({ path: '/', session: null, mocks: [sections] });
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses');
    const featured = await screen.findByRole('region', { name: 'Featured courses' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 2 })
        .map((each) => each.textContent),
    ).toEqual(['Featured courses', 'Python for Data Analysis', 'React from Scratch']);
    // Newest leaves out what is already featured.
    const newest = screen.getByRole('region', { name: 'New on CourseHub' });
    expect(within(newest).getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(within(newest).queryByRole('link', { name: 'React from Scratch' })).not.toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'How the yearly plan works' });
    expect(within(plan).getByRole('heading', { name: 'Subscribe once: ₹499' })).toBeInTheDocument();
    expect(within(plan).getByText('One payment unlocks every course for 1 year.')).toBeInTheDocument();
    expect(within(plan).getByText('100% refund on cancellation')).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Start learning today' });
    expect(within(cta).getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/signup');
  });

  it('sends a signed-in learner without a subscription to the checkout', async () => {
    renderApp({ path: '/', session: 'USER', mocks: [sections, nothingToContinue] });
    const cta = await screen.findByRole('region', { name: 'Start learning today' });
    expect(within(cta).getByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/checkout');
  });

  it('shows an active subscriber neither the plan and its price nor a call to subscribe', async () => {
    renderApp({ path: '/', session: makeUser('USER', activeUser), mocks: [sections, nothingToContinue] });
    await screen.findByRole('link', { name: 'Figma for Developers' });
    expect(screen.queryByRole('region', { name: 'How the yearly plan works' })).not.toBeInTheDocument();
    expect(screen.queryByText(/499/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start learning today' })).not.toBeInTheDocument();
  });
});
