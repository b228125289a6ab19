import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogMock, makeCourse } from '../../../../test/courseFixtures';
import { answeringEachTime, type Mocks, mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { CourseLanguagesQuery } from '../documents';

const react = makeCourse();
const tabla = makeCourse({ id: 'c-tabla', title: 'Tabla Rhythms', category: 'Music', language: 'hi' });
const raga = makeCourse({ id: 'c-raga', title: 'Raga Theory', category: 'Music' });

/** The catalogue's languages: courses in English, Hindi and Urdu (by a dub), captions in English and Hindi. */
const languages = answeringEachTime(
  mock({
    request: { query: CourseLanguagesQuery },
    result: {
      data: {
        courseLanguages: {
          __typename: 'CourseLanguages',
          languages: ['en', 'hi', 'ur'],
          captionLanguages: ['hi', 'en'],
        },
      },
    },
  }),
);

const renderCourses = (mocks: Mocks, path = '/courses') => renderApp({ path, mocks: [languages, ...mocks] });
const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the catalogue filtered by language', () => {
  it('offers the catalogue’s languages by name, and captions’ apart, each after a choice of all', async () => {
    renderCourses([catalogMock({}, [react, tabla])]);
    await screen.findByRole('link', { name: 'Tabla Rhythms' });
    await waitFor(() => expect(optionsOf('Course language')).toEqual(['All languages', 'English', 'Hindi', 'Urdu']));
    expect(optionsOf('Captions')).toEqual(['Any', 'English', 'Hindi']);
    expect(screen.getByRole('combobox', { name: 'Course language' })).toHaveDisplayValue('All languages');
  });

  it('filters by the language picked and by captions, in the address, and asks for exactly those courses', async () => {
    const { user, router } = renderCourses([
      catalogMock({}, [react, tabla, raga]),
      catalogMock({ language: 'hi' }, [tabla]),
      catalogMock({ language: 'hi', captionLanguage: 'en' }, []),
    ]);
    await screen.findByRole('link', { name: 'Raga Theory' });
    await waitFor(() => expect(optionsOf('Course language')).toContain('Hindi'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Course language' }), 'Hindi');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Raga Theory' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Tabla Rhythms' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?language=hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Captions' }), 'English');
    expect(await screen.findByText('No courses match your search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?language=hi&captionLanguage=en');
  });

  it('reads the filters from the address, a tag in any case, and keeps a language no course has any more', async () => {
    renderCourses(
      [catalogMock({ language: 'hi', captionLanguage: 'pt-BR' }, [tabla])],
      '/courses?language=HI&captionLanguage=pt-br',
    );
    expect(await screen.findByRole('link', { name: 'Tabla Rhythms' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Course language' })).toHaveDisplayValue('Hindi'));
    expect(screen.getByRole('combobox', { name: 'Captions' })).toHaveDisplayValue('Brazilian Portuguese');
  });

  it("badges a card with the course's language when it is not the reader's", async () => {
    renderCourses([catalogMock({}, [react, tabla])]);
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('listitem');
    const [english, hindi] = cards as [HTMLElement, HTMLElement];
    expect(within(hindi).getByText('Taught in Hindi')).toBeInTheDocument();
    expect(within(hindi).getByText('Hindi')).toBeInTheDocument();
    expect(within(english).queryByText(/Taught in/)).not.toBeInTheDocument();
  });
});
