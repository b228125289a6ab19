import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { mock } from '../../../../test/mocks';
import { renderApp } from '../../../../test/renderApp';
import { AccountTimeZone, SetTimeZoneMutation } from './AccountTimeZone';

const here = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the account's time zone", () => {
  it("is set to the browser's when they differ, once, and the session follows", async () => {
    const { store } = renderApp({
      session: makeUser('USER', { timeZone: here === 'Pacific/Auckland' ? 'Europe/London' : 'Pacific/Auckland' }),
      mocks: [
        mock({
          request: { query: SetTimeZoneMutation, variables: { timeZone: here } },
          result: { data: { setTimeZone: { __typename: 'User', id: 'u-user', timeZone: here } } },
        }),
      ],
      routes: [{ path: '/', element: <AccountTimeZone /> }],
    });
    // One mock for one call: a second call would find none and fail the mutation (and warn).
    await waitFor(() => expect(store.getSnapshot().data?.timeZone).toBe(here));
  });
});
