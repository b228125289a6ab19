import { CATALOGUE_CARD_FIELDS, CATALOGUE_DATA_ELEMENT_ID } from '@coursehub/shared';
import { type FieldNode, Kind } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogPage, catalogVariables, inlineCatalogue, makeCourse } from '../../../test/courseFixtures';
import { type Mocks, mock, mockClient } from '../../../test/mocks';
import { CourseCardFragment } from './components/CourseCard';
import { CourseCatalogQuery } from './documents';
import { ALL_COURSES, preloadCatalogue } from './preloadCatalogue';

/** Records the images the code under test creates instead of letting jsdom handle them. */
class RecordedImage {
  static created: RecordedImage[] = [];
  src = '';
  fetchPriority = 'auto';
  constructor() {
    RecordedImage.created.push(this);
  }
}

afterEach(() => {
  document.getElementById(CATALOGUE_DATA_ELEMENT_ID)?.remove();
  RecordedImage.created = [];
  vi.unstubAllGlobals();
});

const clientAnswering = (answer: Mocks[number]) => mockClient([answer]);

describe('preloadCatalogue', () => {
  it("fetches the first card's thumbnail, with high priority, as soon as the catalogue answers", async () => {
    vi.stubGlobal('Image', RecordedImage);
    const first = makeCourse({ thumbnailUrl: '/files/thumbnails/first.png' });
    const second = makeCourse({ id: 'c-2', thumbnailUrl: '/files/thumbnails/second.png' });
    const client = clientAnswering(
      mock({
        request: { query: CourseCatalogQuery, variables: ALL_COURSES },
        result: { data: { courses: catalogPage([first, second]) } },
      }),
    );
    await preloadCatalogue(client);
    await vi.waitFor(() => expect(RecordedImage.created).toHaveLength(1));
    expect(RecordedImage.created[0]).toMatchObject({ src: '/files/thumbnails/first.png', fetchPriority: 'high' });
  });

  it('leaves a failed load to the page: no image, no unhandled rejection', async () => {
    vi.stubGlobal('Image', RecordedImage);
    const client = clientAnswering(
      mock({
        request: { query: CourseCatalogQuery, variables: ALL_COURSES },
        error: new TypeError('offline'),
      }),
    );
    const query = vi.spyOn(client, 'query');
    await expect(preloadCatalogue(client)).resolves.toBeUndefined();
    expect(query).toHaveBeenCalledOnce();
    expect(RecordedImage.created).toHaveLength(0);
  });
});

describe("preloadCatalogue for an address's search, category and sort", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the first page the address shows', async () => {
    window.history.replaceState(null, '', '/courses?search=react&category=Design&sort=most-lectures');
    const variables = catalogVariables({ search: 'react', category: 'Design', sort: 'MOST_LECTURES' });
    const client = clientAnswering(
      mock({
        request: { query: CourseCatalogQuery, variables },
        result: { data: { courses: catalogPage([makeCourse()]) } },
      }),
    );
    await preloadCatalogue(client);
    expect(client.readQuery({ query: CourseCatalogQuery, variables })?.courses.edges).toHaveLength(1);
  });
});

describe('preloadCatalogue with the first page inlined in the page', () => {
  it('puts it in the cache under its variables, without a request, once', async () => {
    const courses = catalogPage([makeCourse(), makeCourse({ id: 'c-2', title: 'Second' })], { hasNextPage: true });
    // As the server writes them: the address's search, category and sort.
    inlineCatalogue(
      JSON.stringify({ variables: { search: 'react', category: null, sort: 'TITLE' }, data: { courses } }),
    );
    const client = mockClient([]);
    const query = vi.spyOn(client, 'query');
    await preloadCatalogue(client);
    const variables = catalogVariables({ search: 'react', sort: 'TITLE' });
    expect(client.readQuery({ query: CourseCatalogQuery, variables })).toEqual({ courses });
    expect(query).not.toHaveBeenCalled();
    expect(document.getElementById(CATALOGUE_DATA_ELEMENT_ID)).toBeNull();
  });

  it.each([
    ['is not JSON', '{"data": {"courses": ['],
    ['is not a page of the catalogue', JSON.stringify({ variables: {}, data: { courses: [makeCourse()] } })],
  ])('asks the server when the inlined text %s', async (_, text) => {
    inlineCatalogue(text);
    const client = clientAnswering(
      mock({
        request: { query: CourseCatalogQuery, variables: ALL_COURSES },
        result: { data: { courses: catalogPage([makeCourse()]) } },
      }),
    );
    const query = vi.spyOn(client, 'query');
    await preloadCatalogue(client);
    expect(query).toHaveBeenCalled();
    expect(client.readQuery({ query: CourseCatalogQuery, variables: ALL_COURSES })?.courses.edges).toHaveLength(1);
  });

  it('selects on each card exactly the fields the server inlines', () => {
    const fragment = CourseCardFragment.definitions[0];
    const selections = fragment?.kind === Kind.FRAGMENT_DEFINITION ? fragment.selectionSet.selections : [];
    const fields = selections.map((selection) => (selection as FieldNode).name.value);
    expect(fields).toEqual([...CATALOGUE_CARD_FIELDS]);
  });
});
