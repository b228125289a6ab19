import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { CATALOGUE_CARD_FIELDS, CATALOGUE_DATA_ELEMENT_ID } from '@coursehub/shared';
import { type FieldNode, Kind } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../app/apollo/client';
import { CourseCardFragment } from './components/CourseCard';
import { CourseCatalogQuery } from './documents';
import { ALL_COURSES, preloadCatalogue } from './preloadCatalogue';
import { inlineCatalogue, makeCourse } from './testing';

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

const clientAnswering = (mock: MockLink.MockedResponse) =>
  new ApolloClient({ cache: createCache(), link: new MockLink([mock], { showWarnings: false }) });

describe('preloadCatalogue', () => {
  it("fetches the first card's thumbnail, with high priority, as soon as the catalogue answers", async () => {
    vi.stubGlobal('Image', RecordedImage);
    const first = makeCourse({ thumbnailUrl: '/files/thumbnails/first.png' });
    const second = makeCourse({ id: 'c-2', thumbnailUrl: '/files/thumbnails/second.png' });
    const client = clientAnswering({
      request: { query: CourseCatalogQuery, variables: ALL_COURSES },
      result: { data: { courses: [first, second] } },
    });
    preloadCatalogue(client);
    await vi.waitFor(() => expect(RecordedImage.created).toHaveLength(1));
    expect(RecordedImage.created[0]).toMatchObject({ src: '/files/thumbnails/first.png', fetchPriority: 'high' });
  });

  it('leaves a failed load to the page: no image, no unhandled rejection', async () => {
    vi.stubGlobal('Image', RecordedImage);
    const client = clientAnswering({
      request: { query: CourseCatalogQuery, variables: ALL_COURSES },
      error: new TypeError('offline'),
    });
    const query = vi.spyOn(client, 'query');
    await expect(preloadCatalogue(client)).resolves.toBeUndefined();
    expect(query).toHaveBeenCalledOnce();
    expect(RecordedImage.created).toHaveLength(0);
  });
});

describe('preloadCatalogue with the catalogue inlined in the page', () => {
  it('puts it in the cache without a request, once', () => {
    const courses = [makeCourse(), makeCourse({ id: 'c-2', title: 'Second' })];
    inlineCatalogue(JSON.stringify({ courses }));
    const client = new ApolloClient({ cache: createCache(), link: new MockLink([], { showWarnings: false }) });
    const query = vi.spyOn(client, 'query');
    preloadCatalogue(client);
    expect(client.readQuery({ query: CourseCatalogQuery, variables: ALL_COURSES })).toEqual({ courses });
    expect(query).not.toHaveBeenCalled();
    expect(document.getElementById(CATALOGUE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('asks the server when the inlined text is not a catalogue', async () => {
    inlineCatalogue('{"courses": [');
    const client = clientAnswering({
      request: { query: CourseCatalogQuery, variables: ALL_COURSES },
      result: { data: { courses: [makeCourse()] } },
    });
    const query = vi.spyOn(client, 'query');
    preloadCatalogue(client);
    await vi.waitFor(() => expect(query).toHaveBeenCalled());
  });

  it('selects on each card exactly the fields the server inlines', () => {
    const fragment = CourseCardFragment.definitions[0];
    const selections = fragment?.kind === Kind.FRAGMENT_DEFINITION ? fragment.selectionSet.selections : [];
    const fields = selections.map((selection) => (selection as FieldNode).name.value);
    expect(fields).toEqual([...CATALOGUE_CARD_FIELDS]);
  });
});
