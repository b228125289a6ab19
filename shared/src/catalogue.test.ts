import { describe, expect, it } from 'vitest';
import { catalogueVariables, sortParam } from './catalogue';

describe('catalogueVariables', () => {
  const from = (query: Record<string, unknown>) => catalogueVariables((name) => query[name]);

  it("reads /courses's search, category and sort, trimmed", () => {
    expect(from({ search: ' react ', category: 'Design', sort: 'most-lectures' })).toEqual({
      search: 'react',
      category: 'Design',
      sort: 'MOST_LECTURES',
      language: null,
      captionLanguage: null,
    });
    // As URLSearchParams.get answers: null for an absent parameter.
    const params = new Map([
      ['search', 'css'],
      ['sort', 'TITLE'],
    ]);
    expect(catalogueVariables((name) => params.get(name) ?? null)).toEqual({
      search: 'css',
      category: null,
      sort: 'TITLE',
      language: null,
      captionLanguage: null,
    });
  });

  it('reads the language filters as canonical tags, as the server stores them', () => {
    expect(from({ language: 'HI', captionLanguage: ' pt-br ' })).toMatchObject({
      language: 'hi',
      captionLanguage: 'pt-BR',
    });
  });

  it('takes blanks, repeated parameters, unknown sorts and what is no language tag as absent', () => {
    expect(
      from({ search: '  ', category: ['A', 'B'], sort: 'cheapest', language: 'en_US', captionLanguage: ['hi', 'ur'] }),
    ).toEqual({
      search: null,
      category: null,
      sort: null,
      language: null,
      captionLanguage: null,
    });
  });

  it('spells each sort as the address does, and reads it back', () => {
    for (const sort of ['NEWEST', 'TITLE', 'MOST_LECTURES', 'RELEVANCE'] as const) {
      expect(from({ sort: sortParam(sort) }).sort).toBe(sort);
    }
    expect(sortParam(null)).toBeNull();
  });
});
