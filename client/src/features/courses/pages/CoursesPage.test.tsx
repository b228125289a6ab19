import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Mocks, renderApp } from '../../../test/renderApp';
import { CourseCatalogQuery, CourseCategoriesQuery } from '../documents';
import { inlineCatalogue, makeCourse } from '../testing';

const react = makeCourse();
const figma = makeCourse({
  id: 'c-figma',
  title: 'Figma for Developers',
  description: 'Read designs, export assets and talk to designers.',
  category: 'Design',
  createdBy: 'Sam Designer',
  thumbnailUrl: '/files/thumbnails/figma.png',
  numberOfLectures: 5,
  totalDurationSeconds: 2520,
});

const catalog = (variables: { search: string | null; category: string | null }, courses = [react, figma]) => ({
  request: { query: CourseCatalogQuery, variables },
  result: { data: { courses } },
});
const categories = {
  request: { query: CourseCategoriesQuery },
  result: { data: { categories: ['Design', 'Web Development'] } },
};
const all = { search: null, category: null };

function renderCourses(mocks: Mocks) {
  return renderApp({ path: '/courses', mocks: [categories, ...mocks] });
}

describe('CoursesPage', () => {
  it('renders a card per course: thumbnail with alt text, title link, description, category, lectures, instructor', async () => {
    renderCourses([catalog(all)]);
    const link = await screen.findByRole('link', { name: 'React from Scratch' });
    // A shareable address: it names the course, which navigation state also carries.
    expect(link).toHaveAttribute('href', '/course/description?id=c-react');
    const list = screen.getByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(card.getByRole('img', { name: 'Thumbnail of Figma for Developers' })).toHaveAttribute(
      'src',
      '/files/thumbnails/figma.png',
    );
    expect(card.getByText('Read designs, export assets and talk to designers.')).toBeInTheDocument();
    expect(card.getByText('Design')).toBeInTheDocument();
    expect(card.getByText('Total lectures:').parentElement).toHaveTextContent('Total lectures: 5 · 42 min');
    expect(card.getByText('Instructor:').parentElement).toHaveTextContent('Instructor: Sam Designer');
  });

  it("notifies 'Loading course data ...' then 'Courses loaded successfully!'", async () => {
    renderCourses([{ ...catalog(all), delay: 400 }]);
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Loading course data ...')).not.toBeInTheDocument();
  });

  it('joins the catalogue request its route loader started instead of asking again', async () => {
    // One mocked answer: a second request for the same catalogue would fail the page.
    renderApp({ path: '/courses', preloading: true, mocks: [categories, { ...catalog(all), delay: 300 }] });
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the catalogue the page carries at once, and still refreshes it with the loading and success notices', async () => {
    inlineCatalogue(JSON.stringify({ courses: [react] }));
    // The refresh answers late, and with one more course.
    renderApp({ path: '/courses', preloading: true, mocks: [categories, { ...catalog(all), delay: 300 }] });
    expect(await screen.findByRole('link', { name: 'React from Scratch' })).toBeInTheDocument();
    expect(await screen.findByText('Loading course data ...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Figma for Developers' })).not.toBeInTheDocument();
    expect(await screen.findByText('Courses loaded successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
  });

  it('passes the debounced search text to the courses query (one request, not one per keystroke)', async () => {
    const { user } = renderCourses([catalog(all), catalog({ search: 'figma', category: null }, [figma])]);
    await screen.findByRole('link', { name: 'React from Scratch' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'figma');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React from Scratch' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
    // A request for a partial text ('f', 'fi', ...) would have no mock and fail.
    expect(screen.queryByText('Failed to get the course')).not.toBeInTheDocument();
  });

  it('filters by a category from the categories query', async () => {
    const { user } = renderCourses([catalog(all), catalog({ search: null, category: 'Design' }, [figma])]);
    await screen.findByRole('link', { name: 'React from Scratch' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Design' });
    await user.selectOptions(select, 'Design');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React from Scratch' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Figma for Developers' })).toBeInTheDocument();
  });

  it('shows an empty state when nothing matches', async () => {
    const { user } = renderCourses([catalog(all), catalog({ search: 'cobol', category: null }, [])]);
    await screen.findByRole('link', { name: 'React from Scratch' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cobol');
    expect(await screen.findByText('No courses match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to get the course'", async () => {
    renderCourses([{ request: { query: CourseCatalogQuery, variables: all }, error: new TypeError('offline') }]);
    expect(await screen.findAllByText('Failed to get the course')).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it('opens the description screen with the course passed along', async () => {
    const { user, router } = renderCourses([catalog(all)]);
    await user.click(await screen.findByRole('link', { name: 'Figma for Developers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/description'));
    expect(router.state.location.state).toMatchObject({ course: { id: 'c-figma', title: 'Figma for Developers' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Figma for Developers' })).toBeInTheDocument();
  });
});
