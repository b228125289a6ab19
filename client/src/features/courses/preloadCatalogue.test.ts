import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../app/apollo/client';
import { CourseCatalogQuery } from './documents';
import { ALL_COURSES, preloadCatalogue } from './preloadCatalogue';
import { makeCourse } from './testing';

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
    preloadCatalogue(client);
    await vi.waitFor(() => expect(query).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(RecordedImage.created).toHaveLength(0);
  });
});
