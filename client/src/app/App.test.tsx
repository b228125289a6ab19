import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MeQuery } from '../features/identity/auth/session/documents';
import { isToastRegionDemanded } from '../shared/toastDemand';
import { notify } from '../shared/toaster';
import { mock, mockClient } from '../test/mocks';
import { App } from './App';

describe('App', () => {
  it('mounts the toast region with the first notice, not at start-up', async () => {
    const client = mockClient([mock({ request: { query: MeQuery }, result: { data: { me: null } } })]);
    const query = vi.spyOn(client, 'query');
    render(
      <App client={client}>
        <MemoryRouter>
          <p>Home</p>
        </MemoryRouter>
      </App>,
    );
    expect(await screen.findByText('Home')).toBeInTheDocument();
    // The start-up work done (the session check answered): the region was never asked for, so its chunk was not
    // requested and cannot arrive later, and it is absent.
    expect(query).toHaveBeenCalledOnce();
    await act(() => query.mock.results[0]?.value);
    expect(isToastRegionDemanded()).toBe(false);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();

    act(() => {
      notify.info('Hello there');
    });
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
  });
});
