import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchParamsNow, withParam } from './useUrlSearch';

function renderAddress(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ address: useSearchParamsNow(), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useSearchParamsNow', () => {
  it('builds each change on the one before, even when no render came between them', () => {
    const { result } = renderAddress('/courses?sort=title');
    // What a search sent as typing stopped, then a category picked before the page rendered that search.
    act(() => {
      const [, change] = result.current.address;
      change((current) => withParam(current, 'search', 'maps'), { replace: true });
      change((current) => withParam(current, 'category', 'Cartography'));
    });
    expect(result.current.location.search).toBe('?sort=title&search=maps&category=Cartography');
    expect(result.current.address[0].get('search')).toBe('maps');
  });

  it('takes an address it did not set (Back, a link) as the parameters now', () => {
    const { result } = renderAddress('/courses');
    act(() => result.current.address[1]((current) => withParam(current, 'search', 'maps')));
    act(() => {
      void result.current.navigate('/courses?category=Design');
    });
    act(() => result.current.address[1]((current) => withParam(current, 'sort', 'title')));
    expect(result.current.location.search).toBe('?category=Design&sort=title');
  });
});
